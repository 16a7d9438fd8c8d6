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

const withoutId = <T extends { id?: string }>({ id: _id, ...rest }: T) => rest;

/** Stores a complete draft in one transaction; returns the new site's id. */
export async function insertSiteDraft(db: Db, input: SiteDraftInput): Promise<string> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .insert(sites)
      .values({
        accountId: input.accountId,
        name: input.name,
        numberHorizontal: input.numberHorizontal,
        numberVertical: input.numberVertical,
        viewMode: input.viewMode,
        defaultLanguage: input.defaultLanguage,
        languages: input.languages,
        settings: input.settings,
        scripts: input.scripts,
        customDomain: input.customDomain,
        customPath: input.customPath,
      })
      .returning({ id: sites.id });
    const siteId = site!.id;
    if (input.categories.length) {
      await tx.insert(siteCategories).values(
        input.categories.map((c) => ({
          siteId,
          columnIndex: c.columnIndex,
          names: c.names,
          textColor: c.textColor,
        })),
      );
    }
    for (const page of input.pages) {
      const [row] = await tx
        .insert(sitePages)
        .values({
          siteId,
          columnIndex: page.columnIndex,
          rowIndex: page.rowIndex,
          media: page.media,
          thumbnail: page.thumbnail,
          membersOnlyLock: page.membersOnlyLock,
          backgroundMusicUrl: page.backgroundMusicUrl,
          chatbotScript: page.chatbotScript,
        })
        .returning({ id: sitePages.id });
      const pageId = row!.id;
      const details = Object.entries(page.details);
      if (details.length)
        await tx.insert(sitePageDetails).values(details.map(([lang, detail]) => ({ pageId, lang, detail })));
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
    if (input.sns.length) {
      await tx
        .insert(siteSns)
        .values(
          input.sns.map((s, index) => ({ siteId, sortOrder: index, snsType: s.snsType, snsUrl: s.snsUrl })),
        );
    }
    const texts = Object.entries(input.texts);
    if (texts.length) {
      await tx
        .insert(siteTexts)
        .values(texts.map(([lang, t]) => ({ siteId, lang, seo: t!.seo, company: t!.company })));
    }
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
