import type { Db } from "../../platform/database/database.ts";
import { rollupVersion } from "./rollup-version.ts";

interface Entry {
  version: number;
  value: Promise<unknown>;
}

/**
 * The analysis calls' rollup reads, kept per site and filter set until the site's rollup version
 * changes (docs/decisions/118). The version lives in the database and changes in the rollup's own
 * transaction, so an answer is never older than the last committed rollup, in any process. The
 * version is read before the rows: rows read after a newer rollup may be kept under the older
 * version, which the next reader sees as changed and reads again. Only rollup rows are kept; the
 * site's grid and names are read fresh by each call.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 500,
  ) {}

  async read<T>(siteId: string, key: string, compute: () => Promise<T>): Promise<T> {
    const version = await rollupVersion(this.db, siteId);
    const id = `${siteId}\u0000${key}`;
    const hit = this.entries.get(id);
    this.entries.delete(id);
    if (hit?.version === version) {
      // Re-inserted as the newest, so the map's first entry is always the least recently used.
      this.entries.set(id, hit);
      return hit.value as Promise<T>;
    }
    const entry: Entry = { version, value: compute() };
    this.entries.set(id, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
    try {
      return (await entry.value) as T;
    } catch (error) {
      // A failed read is not kept: the next call tries again.
      if (this.entries.get(id) === entry) this.entries.delete(id);
      throw error;
    }
  }
}
