import { isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";

const refreshEveryMs = 60_000;

/**
 * The active custom domains, held in memory for the TLS proxy's "may I get a certificate for this
 * host?" question, which comes with every new host name a client sends and must not reach the
 * database each time. Reloaded whenever any process invalidates a site (a domain became active or
 * stopped) and every minute in case a message was lost.
 */
export class ActiveDomains {
  private names = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private loading: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  has(name: string): boolean {
    return this.names.has(name.toLowerCase().replace(/\.$/, ""));
  }

  async start(published: PublishedSites) {
    // Awaited by the change's own process: its next TLS question already has the answer.
    published.onInvalidate(this.reloadOrWarn);
    await this.reload();
    this.timer = setInterval(this.reloadOrWarn, refreshEveryMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** A re-read that never rejects: a failed one leaves the last list and says so in the log. */
  private readonly reloadOrWarn = () =>
    this.reload().catch((error: unknown) => this.log.warn({ err: error }, "active domains not reloaded"));

  /** One read at a time; a change during a read asks for one more, so none is missed. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        const rows = await this.db
          .select({ domain: sites.customDomain })
          .from(sites)
          .where(isNotNull(sites.customDomain));
        this.names = new Set(rows.map((row) => row.domain!.toLowerCase()));
      } while (this.again);
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }
}
