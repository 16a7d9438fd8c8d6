import { createHash } from "node:crypto";
import { compileSite, type PlanFlags } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { siteSnapshots, sites } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import { loadSiteDraft } from "./site-draft-repository.ts";

/**
 * Publishes the draft as a new immutable version (admin.md §4 Site: publish as public or private).
 * A private site keeps its snapshots but the public endpoints do not serve it.
 */
export async function publishSite(
  db: Db,
  siteId: string,
  visibility: "PUBLISH" | "PRIVATE",
  plan: PlanFlags,
  now = new Date(),
): Promise<{ version: number }> {
  const draft = await loadSiteDraft(db, siteId);
  if (!draft) throw notFound();
  const version = (draft.publishedVersion ?? 0) + 1;
  const compiled = compileSite(draft, plan, version, now);
  await db.transaction(async (tx) => {
    for (const { lang, publicData, privateData } of compiled) {
      const body = JSON.stringify(publicData);
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      await tx.insert(siteSnapshots).values({ siteId, version, lang, publicData, privateData, etag });
    }
    await tx
      .update(sites)
      // Publishing leaves the draft's stamp alone, so the editor's copy is not made stale by it.
      .set({
        status: visibility,
        publishedVersion: version,
        publishedAt: now,
        updatedAt: sql`${sites.updatedAt}`,
      })
      .where(eq(sites.id, siteId));
  });
  return { version };
}
