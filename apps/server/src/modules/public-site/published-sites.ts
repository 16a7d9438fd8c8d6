import {
  type PrivateSnapshot,
  privateSnapshot,
  type SiteLanguage,
  type SiteSnapshot,
  siteLanguages,
  siteSnapshot,
  toLocale,
} from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { siteSnapshots, sites } from "../../platform/database/schema/index.ts";
import { toSnakeKeys } from "../../platform/http/wire-case.ts";

export interface PublishedSite {
  snapshot: SiteSnapshot;
  /** The snapshot as the wire carries it, serialised once. */
  json: string;
  etag: string;
  privatePages: PrivateSnapshot["pages"];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface SiteRow {
  status: string;
  version: number | null;
  defaultLanguage: string;
  languages: string[];
}

/**
 * Reads published snapshots. Snapshots never change once written, so a parsed one is kept in
 * memory by (site, version, language). Which version is live (and whether the site is public at
 * all) is re-read at most every `siteRowTtlMs`, so a publish or unpublish reaches every process
 * within that time, and this one at once through `invalidate`.
 */
export class PublishedSites {
  private readonly cache = new Map<string, PublishedSite>();
  private readonly siteRows = new Map<string, { row: SiteRow | undefined; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 500,
    private readonly siteRowTtlMs = 1000,
  ) {}

  invalidate(siteId: string) {
    this.siteRows.delete(siteId);
  }

  /** Whether the site is public now (as of the last second); no snapshot is read. */
  async isPublic(siteId: string): Promise<boolean> {
    if (!uuidPattern.test(siteId)) return false;
    const site = await this.siteRow(siteId);
    return site?.status === "PUBLISH" && site.version !== null;
  }

  private async siteRow(siteId: string): Promise<SiteRow | undefined> {
    const cached = this.siteRows.get(siteId);
    if (cached && cached.until > Date.now()) return cached.row;
    const [row] = await this.db
      .select({
        status: sites.status,
        version: sites.publishedVersion,
        defaultLanguage: sites.defaultLanguage,
        languages: sites.languages,
      })
      .from(sites)
      .where(eq(sites.id, siteId));
    if (this.siteRows.size > 10_000) this.siteRows.clear();
    this.siteRows.set(siteId, { row, until: Date.now() + this.siteRowTtlMs });
    return row;
  }

  /** The site's published snapshot in the asked language (else its default), or undefined. */
  async find(siteId: string, requestedLang?: string): Promise<PublishedSite | undefined> {
    if (!uuidPattern.test(siteId)) return undefined;
    const site = await this.siteRow(siteId);
    if (site?.status !== "PUBLISH" || site.version === null) return undefined;
    const wanted = toLocale(requestedLang);
    const lang = (
      wanted !== undefined && site.languages.includes(wanted) ? wanted : site.defaultLanguage
    ) as SiteLanguage;
    if (!siteLanguages.includes(lang)) return undefined;

    const key = `${siteId}:${site.version}:${lang}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const [row] = await this.db
      .select()
      .from(siteSnapshots)
      .where(
        and(
          eq(siteSnapshots.siteId, siteId),
          eq(siteSnapshots.version, site.version),
          eq(siteSnapshots.lang, lang),
        ),
      );
    if (!row) return undefined;
    const snapshot = siteSnapshot.parse(row.publicData);
    const entry: PublishedSite = {
      snapshot,
      json: JSON.stringify(toSnakeKeys(snapshot)),
      etag: row.etag,
      privatePages: privateSnapshot.parse(row.privateData).pages,
    };
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, entry);
    return entry;
  }
}
