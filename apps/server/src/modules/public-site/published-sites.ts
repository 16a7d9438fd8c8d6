import {
  type PrivateSnapshot,
  privateSnapshot,
  type SiteLanguage,
  type SiteSnapshot,
  siteLanguages,
  siteSnapshot,
  toLocale,
} from "@mekuri/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { siteSnapshots, sites } from "../../platform/database/schema/index.ts";
import { toSnakeKeys } from "../../platform/http/wire-case.ts";
import type { SiteChangeBus, SiteChangeListener } from "./site-change-bus.ts";
import { EncodedText } from "./text-encodings.ts";

export interface PublishedSite {
  snapshot: SiteSnapshot;
  /** The snapshot as the wire carries it, serialised once and compressed once per encoding. */
  json: EncodedText;
  etag: string;
  privatePages: PrivateSnapshot["pages"];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A site served on a custom domain (verified and active: set only once the domain is checked). */
export interface CustomDomainSite {
  siteId: string;
  customPath: string | null;
}

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
 * within that time, and this one at once through `invalidate`. With a change bus (Redis), every
 * process hears `invalidate` at once, and the re-read interval only bounds a lost message.
 */
export class PublishedSites {
  private readonly cache = new Map<string, PublishedSite>();
  private readonly siteRows = new Map<string, { row: SiteRow | undefined; until: number }>();
  private readonly reading = new Map<string, Promise<SiteRow | undefined>>();
  private readonly domains = new Map<string, { site: CustomDomainSite | undefined; until: number }>();
  private readonly listeners: SiteChangeListener[] = [];
  private bus: SiteChangeBus | undefined;

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 500,
    private siteRowTtlMs = 1000,
  ) {}

  /** How long a read of a site's state is trusted (see `connect`). */
  get rowTtlMs(): number {
    return this.siteRowTtlMs;
  }

  /** Shares invalidations with the other processes; cached rows may then live `ttlMs`. */
  connect(bus: SiteChangeBus, ttlMs: number) {
    this.bus = bus;
    this.siteRowTtlMs = ttlMs;
    bus.subscribe((siteId) => this.forget(siteId));
  }

  /** Call after a site's status, published version or domain changed. */
  async invalidate(siteId: string): Promise<void> {
    await Promise.all([this.forget(siteId), this.bus?.publish(siteId)]);
  }

  /** Called with the site whose cached pages must go (undefined: all of them). */
  onInvalidate(listener: SiteChangeListener) {
    this.listeners.push(listener);
  }

  private async forget(siteId: string | undefined): Promise<void> {
    if (siteId === undefined) this.siteRows.clear();
    else this.siteRows.delete(siteId);
    // Few entries, rarely changed: a change anywhere re-reads every domain.
    this.domains.clear();
    await Promise.all(this.listeners.map((listener) => listener(siteId)));
  }

  /** The published site a custom domain (host name, no port) serves, if any. */
  async findByDomain(host: string): Promise<CustomDomainSite | undefined> {
    const name = host.toLowerCase();
    const cached = this.domains.get(name);
    if (cached && cached.until > Date.now()) return cached.site;
    const [row] = await this.db
      .select({ siteId: sites.id, customPath: sites.customPath, status: sites.status })
      .from(sites)
      .where(eq(sql`lower(${sites.customDomain})`, name));
    const site = row?.status === "PUBLISH" ? { siteId: row.siteId, customPath: row.customPath } : undefined;
    if (this.domains.size > 10_000) this.domains.clear();
    this.domains.set(name, { site, until: Date.now() + this.siteRowTtlMs });
    return site;
  }

  /** Whether the site is public now (as of the last second); no snapshot is read. */
  async isPublic(siteId: string): Promise<boolean> {
    if (!uuidPattern.test(siteId)) return false;
    const site = await this.siteRow(siteId);
    return site?.status === "PUBLISH" && site.version !== null;
  }

  /**
   * The same answer without waiting when the last second's row is in memory, else undefined (then
   * ask `isPublic`). The analytics ingestion route answers most beacons without a promise this way.
   */
  knownPublic(siteId: string): boolean | undefined {
    const cached = this.siteRows.get(siteId);
    if (!cached || cached.until <= Date.now()) return undefined;
    return cached.row?.status === "PUBLISH" && cached.row.version !== null;
  }

  private siteRow(siteId: string): Promise<SiteRow | undefined> {
    const cached = this.siteRows.get(siteId);
    if (cached && cached.until > Date.now()) return Promise.resolve(cached.row);
    // Requests arriving together while the row is read share that one read.
    let reading = this.reading.get(siteId);
    if (!reading) {
      reading = this.readSiteRow(siteId).finally(() => this.reading.delete(siteId));
      this.reading.set(siteId, reading);
    }
    return reading;
  }

  private async readSiteRow(siteId: string): Promise<SiteRow | undefined> {
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
      json: new EncodedText(JSON.stringify(toSnakeKeys(snapshot)), 11),
      etag: row.etag,
      privatePages: privateSnapshot.parse(row.privateData).pages,
    };
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, entry);
    return entry;
  }
}
