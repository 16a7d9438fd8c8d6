import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipWriterEntry {
  name: string;
  data: Buffer;
  /** Stored entries are written as they are; deflated ones compressed. */
  method?: "deflate" | "store";
  /** A header that lies about the inflated size (tests of counting while inflating). */
  declaredSize?: number;
  /** Written as a Unix symbolic link whose target is `data`. */
  symlink?: boolean;
}

/**
 * Writes a ZIP file entry by entry, so archives of any size are built without holding them in
 * memory. Tests and the benchmark use it to make archives, broken ones included.
 */
export class ZipWriter {
  private readonly out;
  private offset = 0;
  private readonly directory: Buffer[] = [];

  constructor(file: string) {
    this.out = createWriteStream(file);
  }

  private async write(buffer: Buffer) {
    this.offset += buffer.length;
    if (!this.out.write(buffer)) await once(this.out, "drain");
  }

  async add(entry: ZipWriterEntry) {
    const deflate = (entry.method ?? "deflate") === "deflate";
    const body = deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const name = Buffer.from(entry.name, "utf8");
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    const mode = entry.symlink ? 0o120777 : 0o100644;
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(this.offset, 42);
    this.directory.push(central, name);

    await this.write(local);
    await this.write(name);
    await this.write(body);
  }

  async close() {
    const start = this.offset;
    const entries = this.directory.length / 2;
    for (const part of this.directory) await this.write(part);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(entries, 0xffff), 8);
    end.writeUInt16LE(Math.min(entries, 0xffff), 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.out.end(end);
    await once(this.out, "finish");
  }
}

export async function writeZip(file: string, entries: Iterable<ZipWriterEntry>) {
  const writer = new ZipWriter(file);
  for (const entry of entries) await writer.add(entry);
  await writer.close();
}
