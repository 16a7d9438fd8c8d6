import {
  button,
  campaign,
  companyInfo,
  formConfig,
  imageAsset,
  linkArea,
  type PageBlockKind,
  pageDetail,
  pageMedia,
  popupCta,
  product,
  type SiteDraft,
  type SiteLanguage,
  seo,
  siteSettings,
  upgradeStoredCampaign,
} from "@mekuri/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
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

const storedCampaign = campaign
  .omit({ id: true, name: true, backgroundUrl: true })
  .extend({ names: z.record(z.string(), z.string()), backgrounds: z.record(z.string(), z.string()) });
const storedPopup = popupCta.omit({ id: true, kind: true });

function byLanguage<T>(rows: { lang: string; value: T }[]) {
  const result: Partial<Record<SiteLanguage, T[]>> = {};
  for (const row of rows) {
    const lang = row.lang as SiteLanguage;
    result[lang] = [...(result[lang] ?? []), row.value];
  }
  return result;
}

/** Reads a whole draft, checking every stored document against its shared schema. */
export async function loadSiteDraft(db: Db, siteId: string): Promise<SiteDraft | undefined> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
  if (!site) return undefined;
  // One query after the other: inside a transaction they share one connection, which takes one
  // query at a time.
  const categories = await db.select().from(siteCategories).where(eq(siteCategories.siteId, siteId));
  const pages = await db.select().from(sitePages).where(eq(sitePages.siteId, siteId));
  const sns = await db
    .select()
    .from(siteSns)
    .where(eq(siteSns.siteId, siteId))
    .orderBy(asc(siteSns.sortOrder));
  const texts = await db.select().from(siteTexts).where(eq(siteTexts.siteId, siteId));
  const popups = await db.select().from(sitePopupCtas).where(eq(sitePopupCtas.siteId, siteId));
  const [campaignRow] = await db.select().from(siteCampaigns).where(eq(siteCampaigns.siteId, siteId));
  const forms = await db.select().from(siteFormConfigs).where(eq(siteFormConfigs.siteId, siteId));
  const pageIds = pages.map((page) => page.id);
  const ofPages = pageIds.length > 0;
  const details = ofPages
    ? await db.select().from(sitePageDetails).where(inArray(sitePageDetails.pageId, pageIds))
    : [];
  const blocks = async (kind: PageBlockKind) => {
    const table = pageBlockTables[kind];
    return ofPages
      ? await db.select().from(table).where(inArray(table.pageId, pageIds)).orderBy(asc(table.sortOrder))
      : [];
  };
  const buttons = await blocks("buttons");
  const products = await blocks("products");
  const links = await blocks("links");

  const popupOf = (kind: "timeLimit" | "applicantLimit") => {
    const row = popups.find((p) => p.kind === kind);
    return row ? { ...storedPopup.parse(row.props), id: row.id, kind } : null;
  };

  return {
    id: site.id,
    accountId: site.accountId,
    name: site.name,
    status: site.status,
    numberHorizontal: site.numberHorizontal,
    numberVertical: site.numberVertical,
    viewMode: site.viewMode as SiteDraft["viewMode"],
    defaultLanguage: site.defaultLanguage as SiteLanguage,
    languages: site.languages as SiteLanguage[],
    settings: siteSettings.parse(site.settings),
    scripts: z
      .object({ contactScript: z.string(), membershipScript: z.string(), formScript: z.string() })
      .parse(site.scripts),
    customDomain: site.customDomain,
    customPath: site.customPath,
    publishedVersion: site.publishedVersion,
    categories: categories.map((c) => ({
      id: c.id,
      columnIndex: c.columnIndex,
      names: c.names,
      textColor: c.textColor,
    })),
    pages: pages.map((page) => {
      const mine = <T extends { pageId: string }>(rows: T[]) => rows.filter((row) => row.pageId === page.id);
      return {
        id: page.id,
        columnIndex: page.columnIndex,
        rowIndex: page.rowIndex,
        media: page.media ? pageMedia.parse(page.media) : null,
        thumbnail: page.thumbnail ? imageAsset.parse(page.thumbnail) : null,
        membersOnlyLock: page.membersOnlyLock,
        backgroundMusicUrl: page.backgroundMusicUrl,
        chatbotScript: page.chatbotScript,
        details: Object.fromEntries(mine(details).map((d) => [d.lang, pageDetail.parse(d.detail)])),
        buttons: byLanguage(
          mine(buttons).map((b) => ({
            lang: b.lang,
            value: button.parse({ ...(b.props as object), id: b.id }),
          })),
        ),
        products: byLanguage(
          mine(products).map((p) => ({
            lang: p.lang,
            value: product.parse({ ...(p.props as object), id: p.id }),
          })),
        ),
        links: byLanguage(
          mine(links).map((l) => ({
            lang: l.lang,
            value: linkArea.parse({ ...(l.props as object), id: l.id }),
          })),
        ),
      };
    }),
    sns: sns.map((s) => ({ snsType: s.snsType as SiteDraft["sns"][number]["snsType"], snsUrl: s.snsUrl })),
    texts: Object.fromEntries(
      texts.map((t) => [
        t.lang,
        { seo: seo.parse(t.seo), company: t.company ? companyInfo.parse(t.company) : null },
      ]),
    ),
    popupCtas: { timeLimit: popupOf("timeLimit"), applicantLimit: popupOf("applicantLimit") },
    campaign: campaignRow
      ? {
          ...storedCampaign.parse(
            upgradeStoredCampaign(campaignRow.props, site.defaultLanguage as SiteLanguage),
          ),
          id: campaignRow.id,
        }
      : null,
    forms: forms.map((f) => ({
      ...formConfig.parse({ typeForm: f.kind, fields: f.fields }),
      lang: f.lang as SiteLanguage,
    })),
  };
}
