import { randomUUID } from "node:crypto";
import { blocksOfPage, isUuid, pageBlockKinds, type SiteDocument } from "@mekuri/domain";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import {
  pageBlockTables,
  siteCampaigns,
  siteCategories,
  siteFormConfigs,
  sitePageDetails,
  sitePages,
  sitePopupCtas,
  siteSns,
  sites,
  siteTexts,
} from "../../platform/database/schema/index.ts";
import { categoryRows, detailRows, pageRow, siteColumns, snsRows, textRows } from "./site-draft-rows.ts";

/**
 * Replaces a site's whole draft with the document, inside the caller's transaction. Ids of pages,
 * their items, categories, popups and the campaign are kept when they already belong to this site,
 * so analytics and click counters stay attached; anything else gets a fresh id.
 */
export async function saveSiteDocument(tx: Tx, siteId: string, doc: SiteDocument, now: Date): Promise<void> {
  await tx
    .update(sites)
    .set({ ...siteColumns(doc), updatedAt: now })
    .where(eq(sites.id, siteId));

  await saveCategories(tx, siteId, doc);
  await savePages(tx, siteId, doc);

  await tx.delete(siteSns).where(eq(siteSns.siteId, siteId));
  if (doc.sns.length) await tx.insert(siteSns).values(snsRows(siteId, doc.sns));
  await tx.delete(siteTexts).where(eq(siteTexts.siteId, siteId));
  const texts = textRows(siteId, doc.texts);
  if (texts.length) await tx.insert(siteTexts).values(texts);
  await tx.delete(siteFormConfigs).where(eq(siteFormConfigs.siteId, siteId));
  const forms = Object.entries(doc.forms).flatMap(([lang, list]) =>
    (list ?? []).map((form) => ({ siteId, kind: form.typeForm, lang, fields: form.fields })),
  );
  if (forms.length) await tx.insert(siteFormConfigs).values(forms);

  for (const kind of ["timeLimit", "applicantLimit"] as const) {
    const popup = doc.popupCtas[kind];
    const mine = and(eq(sitePopupCtas.siteId, siteId), eq(sitePopupCtas.kind, kind));
    if (!popup) await tx.delete(sitePopupCtas).where(mine);
    else {
      await tx
        .insert(sitePopupCtas)
        .values({ siteId, kind, props: popup })
        .onConflictDoUpdate({
          target: [sitePopupCtas.siteId, sitePopupCtas.kind],
          set: { props: popup, updatedAt: now },
        });
    }
  }
  if (!doc.campaign) await tx.delete(siteCampaigns).where(eq(siteCampaigns.siteId, siteId));
  else {
    const { id: _id, ...props } = doc.campaign;
    await tx
      .insert(siteCampaigns)
      .values({ siteId, props })
      .onConflictDoUpdate({ target: siteCampaigns.siteId, set: { props, updatedAt: now } });
  }
}

async function saveCategories(tx: Tx, siteId: string, doc: SiteDocument) {
  const columns = doc.categories.map((c) => c.columnIndex);
  await tx
    .delete(siteCategories)
    .where(
      columns.length
        ? and(eq(siteCategories.siteId, siteId), notInArray(siteCategories.columnIndex, columns))
        : eq(siteCategories.siteId, siteId),
    );
  if (!doc.categories.length) return;
  await tx
    .insert(siteCategories)
    .values(categoryRows(siteId, doc.categories))
    .onConflictDoUpdate({
      target: [siteCategories.siteId, siteCategories.columnIndex],
      set: { names: sql`excluded.names`, textColor: sql`excluded.text_color`, updatedAt: sql`now()` },
    });
}

async function savePages(tx: Tx, siteId: string, doc: SiteDocument) {
  const existing = await tx.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.siteId, siteId));
  const pageIds = new Set(existing.map((p) => p.id));
  const itemIds = new Set<string>();
  if (pageIds.size) {
    for (const table of Object.values(pageBlockTables)) {
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.pageId, [...pageIds]));
      for (const row of rows) itemIds.add(row.id);
    }
  }
  // Deleting cascades to details and items; they are written again below.
  await tx.delete(sitePages).where(eq(sitePages.siteId, siteId));
  if (!doc.pages.length) return;

  const keep = (id: string | undefined, known: Set<string>) =>
    id && isUuid(id) && known.has(id) ? id : randomUUID();
  const pages = doc.pages.map((page) => ({ ...page, id: keep(page.id, pageIds) }));
  await tx.insert(sitePages).values(pages.map((page) => ({ id: page.id, ...pageRow(siteId, page) })));
  const details = pages.flatMap((page) => detailRows(page.id, page.details));
  for (const part of chunks(details)) await tx.insert(sitePageDetails).values(part);

  const used = new Set<string>();
  for (const kind of pageBlockKinds) {
    const rows = pages.flatMap((page) =>
      blocksOfPage(page, kind).map(({ lang, index, block: { id, ...props } }) => {
        // An id seen twice (a copied item) gets a fresh one the second time.
        const kept = keep(used.has(id) ? undefined : id, itemIds);
        used.add(kept);
        return { id: kept, pageId: page.id, lang, sortOrder: index, props };
      }),
    );
    for (const part of chunks(rows)) await tx.insert(pageBlockTables[kind]).values(part);
  }
}

/** PostgreSQL takes at most 65,535 parameters per statement; rows go in slices well below that. */
function chunks<T>(rows: T[], size = 1000): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < rows.length; start += size) parts.push(rows.slice(start, start + size));
  return parts;
}
