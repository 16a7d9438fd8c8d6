import { formatPositionCode } from "@mekuri/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import {
  pageButtons,
  siteCategories,
  sitePageDetails,
  sitePages,
  sitePopupCtas,
  surveys,
} from "../../platform/database/schema/index.ts";
import type { SiteRow } from "../tenancy/site-scope.ts";

export interface StructurePage {
  id: string;
  columnIndex: number;
  rowIndex: number;
  position: string;
  category: string;
  title: string;
}

/** The site's grid as the analysis shows it: pages in grid order, names in the asked language. */
export interface SiteStructure {
  id: string;
  name: string;
  languages: string[];
  columns: number;
  rows: number;
  categories: { columnIndex: number; name: string }[];
  pages: StructurePage[];
  /** Names of what can be clicked or converted: button texts, popup texts, survey titles. */
  labels: Map<string, string>;
}

const firstLine = (text: unknown) =>
  typeof text === "string" ? (text.split("\n")[0] ?? "").trim().slice(0, 60) : "";

export async function loadSiteStructure(db: Db, site: SiteRow, lang?: string): Promise<SiteStructure> {
  const language = lang ?? site.defaultLanguage;
  // One round of reads: the pages' details and buttons select the site's pages themselves.
  const sitePageIds = db.select({ id: sitePages.id }).from(sitePages).where(eq(sitePages.siteId, site.id));
  const [categoryRows, pageRows, details, buttons, popups, surveyRows] = await Promise.all([
    db.select().from(siteCategories).where(eq(siteCategories.siteId, site.id)),
    db
      .select({ id: sitePages.id, columnIndex: sitePages.columnIndex, rowIndex: sitePages.rowIndex })
      .from(sitePages)
      .where(eq(sitePages.siteId, site.id))
      .orderBy(asc(sitePages.columnIndex), asc(sitePages.rowIndex)),
    db
      .select()
      .from(sitePageDetails)
      .where(and(inArray(sitePageDetails.pageId, sitePageIds), eq(sitePageDetails.lang, language))),
    db
      .select({ id: pageButtons.id, props: pageButtons.props })
      .from(pageButtons)
      .where(inArray(pageButtons.pageId, sitePageIds)),
    db
      .select({ id: sitePopupCtas.id, props: sitePopupCtas.props })
      .from(sitePopupCtas)
      .where(eq(sitePopupCtas.siteId, site.id)),
    db.select({ id: surveys.id, title: surveys.title }).from(surveys).where(eq(surveys.siteId, site.id)),
  ]);
  const categoryName = new Map(
    categoryRows.map((row) => [
      row.columnIndex,
      row.names[language] ?? row.names[site.defaultLanguage] ?? "",
    ]),
  );
  const titles = new Map(
    details.map((row) => {
      const detail = row.detail as { mainText?: unknown; imageAlt?: unknown };
      return [row.pageId, firstLine(detail.mainText) || firstLine(detail.imageAlt)];
    }),
  );
  const labels = new Map<string, string>();
  for (const row of buttons)
    labels.set(row.id, firstLine((row.props as { buttonText?: unknown }).buttonText));
  for (const row of popups) labels.set(row.id, firstLine((row.props as { text?: unknown }).text));
  for (const row of surveyRows) labels.set(row.id, firstLine(row.title));
  return {
    id: site.id,
    name: site.name,
    languages: site.languages,
    columns: site.numberHorizontal,
    rows: site.numberVertical,
    categories: Array.from({ length: site.numberHorizontal }, (_, columnIndex) => ({
      columnIndex,
      name: categoryName.get(columnIndex) ?? "",
    })),
    pages: pageRows.map((page) => ({
      ...page,
      position: formatPositionCode({ columnIndex: page.columnIndex, rowIndex: page.rowIndex }) ?? "",
      category: categoryName.get(page.columnIndex) ?? "",
      title: titles.get(page.id) ?? "",
    })),
    labels,
  };
}
