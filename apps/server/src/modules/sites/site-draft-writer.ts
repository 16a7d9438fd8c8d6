import { blocksOfPage, pageBlockKinds, type SiteDraftInput } from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
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

const withoutId = <T extends { id?: string }>({ id: _id, ...rest }: T) => rest;

/** Stores a complete draft in one transaction; returns the new site's id. */
export async function insertSiteDraft(db: Db, input: SiteDraftInput): Promise<string> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .insert(sites)
      .values({ accountId: input.accountId, ...siteColumns(input) })
      .returning({ id: sites.id });
    const siteId = site!.id;
    if (input.categories.length) {
      await tx.insert(siteCategories).values(categoryRows(siteId, input.categories));
    }
    for (const page of input.pages) {
      const [row] = await tx.insert(sitePages).values(pageRow(siteId, page)).returning({ id: sitePages.id });
      const pageId = row!.id;
      const details = detailRows(pageId, page.details);
      if (details.length) await tx.insert(sitePageDetails).values(details);
      for (const kind of pageBlockKinds) {
        const rows = blocksOfPage(page, kind).map(({ lang, index, block }) => ({
          pageId,
          lang,
          sortOrder: index,
          props: withoutId(block),
        }));
        if (rows.length) await tx.insert(pageBlockTables[kind]).values(rows);
      }
    }
    if (input.sns.length) await tx.insert(siteSns).values(snsRows(siteId, input.sns));
    const texts = textRows(siteId, input.texts);
    if (texts.length) await tx.insert(siteTexts).values(texts);
    for (const kind of ["timeLimit", "applicantLimit"] as const) {
      const popup = input.popupCtas[kind];
      if (popup) await tx.insert(sitePopupCtas).values({ siteId, kind, props: popup });
    }
    if (input.campaign) await tx.insert(siteCampaigns).values({ siteId, props: input.campaign });
    for (const form of input.forms) {
      for (const lang of form.lang ? [form.lang] : input.languages) {
        await tx.insert(siteFormConfigs).values({ siteId, kind: form.typeForm, lang, fields: form.fields });
      }
    }
    return siteId;
  });
}
