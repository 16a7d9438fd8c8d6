import { jstDate } from "@mekuri/domain";
import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { noticeContractEnds } from "./contract-notices.ts";

/** How often the expiry dates are looked at: a contract's sites close at most this long after 00:00 JST. */
const checkEveryMs = 10 * 60_000;

/**
 * admin.md §4 Site: after a contract ends, all its sites become private. A contract ends when its
 * expiry date has passed in Japan (contractHasEnded); this makes its published sites private and
 * stops every process serving them. Answers the sites it closed.
 */
export async function closeSitesOfEndedContracts(
  db: Db,
  published: PublishedSites,
  now = new Date(),
): Promise<string[]> {
  const ended = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNotNull(accounts.contractEndDate), lt(accounts.contractEndDate, jstDate(now))));
  const closed = await db
    .update(sites)
    // The draft's own stamp stays, as when an operator makes a site private: an editor still
    // holding the document can save it afterwards instead of meeting a false conflict.
    .set({ status: "PRIVATE", updatedAt: sql`${sites.updatedAt}` })
    .where(and(eq(sites.status, "PUBLISH"), inArray(sites.accountId, ended)))
    .returning({ id: sites.id });
  for (const site of closed) await published.invalidate(site.id);
  return closed.map((site) => site.id);
}

/**
 * Runs the check (and the contract-end notices) now and then every ten minutes; answers how to stop it. Several processes running
 * it at once is harmless: a site already private is not touched again.
 */
export async function startContractExpiry(db: Db, published: PublishedSites, log: FastifyBaseLogger) {
  const check = () =>
    closeSitesOfEndedContracts(db, published)
      .then(async (closed) => {
        if (closed.length) log.info({ sites: closed }, "sites of ended contracts made private");
        await noticeContractEnds(db);
      })
      .catch((error: unknown) => log.warn({ err: error }, "contract expiry check failed"));
  await check();
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
