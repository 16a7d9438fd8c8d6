import { type Readable, Transform } from "node:stream";
import { zipLimits } from "@mekuri/domain";
import yauzl, { type Entry, type ZipFile } from "yauzl";

export interface ZipRules {
  maxEntries: number;
  /** Counted while inflating: headers can lie. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte, for every entry. */
  maxRatio: number;
}

export type ZipViolation = "unreadable" | "entries" | "total" | "ratio" | "symlink" | "path";

/** The whole archive is refused; `entry` names the entry that broke the rule. */
export class ZipRejected extends Error {
  constructor(
    readonly violation: ZipViolation,
    readonly entry = "",
  ) {
    super(`ZIP refused: ${violation}${entry ? ` (${entry})` : ""}`);
    this.name = "ZipRejected";
  }
}

export interface ZipEntryInfo {
  /** The path inside the archive, "/"-separated. */
  name: string;
  compressedSize: number;
  /** What the header says; never trusted for the limits. */
  declaredSize: number;
  encrypted: boolean;
}

/** Opens the entry's inflated content; the stream fails with ZipRejected when a limit is crossed. */
export type OpenEntry = () => Promise<Readable>;

/** Where the walk is: the entry's index among the archive's files, and how many files there are. */
export interface ZipPosition {
  index: number;
  count: number;
}

const symlinkMode = 0o120000;
const fileTypeMask = 0o170000;
const unixHost = 3;

function isSymlink(entry: Entry): boolean {
  // Unix modes sit in the high 16 bits of the external attributes when the archive was made on Unix.
  return (
    entry.versionMadeBy >> 8 === unixHost &&
    ((entry.externalFileAttributes >>> 16) & fileTypeMask) === symlinkMode
  );
}

function leavesFolder(name: string): boolean {
  return (
    name.startsWith("/") || /^[a-z]:/i.test(name) || name.split("/").includes("..") || name.includes("\0")
  );
}

function nameOf(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, raw, entry.extraFields, false);
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false },
      (error, zip) => (error || !zip ? reject(new ZipRejected("unreadable")) : resolve(zip)),
    );
  });
}

/** The central directory: every entry checked for count, links and paths before anything is inflated. */
function readDirectory(zip: ZipFile, rules: ZipRules): Promise<{ entry: Entry; info: ZipEntryInfo }[]> {
  if (zip.entryCount > rules.maxEntries) return Promise.reject(new ZipRejected("entries"));
  return new Promise((resolve, reject) => {
    const entries: { entry: Entry; info: ZipEntryInfo }[] = [];
    let declaredTotal = 0;
    const fail = (error: Error) => {
      zip.removeAllListeners("entry");
      reject(error);
    };
    zip.on("error", () => fail(new ZipRejected("unreadable")));
    zip.on("end", () => resolve(entries));
    zip.on("entry", (entry: Entry) => {
      const name = nameOf(entry);
      if (entries.length >= rules.maxEntries) return fail(new ZipRejected("entries"));
      if (isSymlink(entry)) return fail(new ZipRejected("symlink", name));
      if (leavesFolder(name)) return fail(new ZipRejected("path", name));
      // Headers that already admit a bomb are refused before inflating anything.
      if (entry.uncompressedSize > Math.max(entry.compressedSize, 1) * rules.maxRatio) {
        return fail(new ZipRejected("ratio", name));
      }
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > rules.maxTotalBytes) return fail(new ZipRejected("total", name));
      if (!name.endsWith("/")) {
        entries.push({
          entry,
          info: {
            name,
            compressedSize: entry.compressedSize,
            declaredSize: entry.uncompressedSize,
            encrypted: entry.isEncrypted(),
          },
        });
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Counts inflated bytes of one entry and of the whole archive as they pass. */
function counter(info: ZipEntryInfo, rules: ZipRules, total: { bytes: number }): Transform {
  let entryBytes = 0;
  const entryLimit = Math.max(info.compressedSize, 1) * rules.maxRatio;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      entryBytes += chunk.length;
      total.bytes += chunk.length;
      if (entryBytes > entryLimit) return done(new ZipRejected("ratio", info.name));
      if (total.bytes > rules.maxTotalBytes) return done(new ZipRejected("total", info.name));
      done(null, chunk);
    },
  });
}

/**
 * Walks a ZIP on disk entry by entry without ever holding it whole (ARCHITECTURE.md, Security
 * model): the directory is checked first (entry count, symbolic links, paths leaving the folder,
 * declared ratio and size), then `visit` sees each file entry in turn and may open its content,
 * which is inflated as a stream and counted while it flows. Any broken rule rejects with ZipRejected.
 */
export async function walkZip(
  file: string,
  visit: (entry: ZipEntryInfo, open: OpenEntry, position: ZipPosition) => Promise<void>,
  rules: ZipRules = zipLimits,
): Promise<void> {
  const zip = await openZip(file);
  try {
    const entries = await readDirectory(zip, rules);
    const total = { bytes: 0 };
    for (const [index, { entry, info }] of entries.entries()) {
      const open: OpenEntry = async () => {
        const raw = await zip.openReadStreamPromise(entry).catch(() => {
          throw new ZipRejected("unreadable", info.name);
        });
        const counted = counter(info, rules, total);
        raw.on("error", (error) =>
          counted.destroy(error instanceof ZipRejected ? error : new ZipRejected("unreadable", info.name)),
        );
        counted.on("close", () => raw.destroy());
        return raw.pipe(counted);
      };
      await visit(info, open, { index, count: entries.length });
    }
  } finally {
    zip.close();
  }
}
