import type { PageBlockKind } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts, timestamps } from "./core.ts";

/**
 * A site's draft, edited in the builder (viewer.md §3, admin.md §3). Entities are rows; the many
 * display attributes of an entity are one jsonb value checked by its shared zod schema.
 */
export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").notNull().default("DRAFT"),
    numberHorizontal: integer("number_horizontal").notNull(),
    numberVertical: integer("number_vertical").notNull(),
    viewMode: text("view_mode").notNull().default("MOBILE"),
    defaultLanguage: text("default_language").notNull().default("ja"),
    languages: jsonb("languages").$type<string[]>().notNull().default(["ja"]),
    /** SiteSettings of packages/domain site/snapshot.ts. */
    settings: jsonb("settings").notNull(),
    scripts: jsonb("scripts").notNull().default({ contactScript: "", membershipScript: "", formScript: "" }),
    customDomain: text("custom_domain"),
    customPath: text("custom_path"),
    publishedVersion: integer("published_version"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("sites_account_idx").on(table.accountId, table.createdAt),
    // The site production list pages newest first, optionally by status (docs/performance.md). The
    // owner and status ride along so a jump to a page by number finds its first row index-only
    // (decision 139).
    index("sites_list_order_idx").on(table.createdAt, table.id, table.accountId, table.status),
    index("sites_status_created_idx").on(table.status, table.createdAt),
    uniqueIndex("sites_custom_domain_idx").on(table.customDomain),
  ],
);

/** A column of the grid; its name per language is the global menu item. */
export const siteCategories = pgTable(
  "site_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    columnIndex: integer("column_index").notNull(),
    names: jsonb("names").$type<Record<string, string>>().notNull(),
    /** The item's own menu text colour; null: the menu's colour. */
    textColor: text("text_color"),
    ...timestamps,
  },
  (table) => [uniqueIndex("site_categories_cell_idx").on(table.siteId, table.columnIndex)],
);

/** A cell of the grid: its media and lock; what it shows per language is in site_page_details. */
export const sitePages = pgTable(
  "site_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    columnIndex: integer("column_index").notNull(),
    rowIndex: integer("row_index").notNull(),
    /** PageMedia, or null for an empty cell. */
    media: jsonb("media"),
    thumbnail: jsonb("thumbnail"),
    membersOnlyLock: boolean("members_only_lock").notNull().default(false),
    backgroundMusicUrl: text("background_music_url"),
    chatbotScript: text("chatbot_script"),
    ...timestamps,
  },
  (table) => [uniqueIndex("site_pages_cell_idx").on(table.siteId, table.columnIndex, table.rowIndex)],
);

export const sitePageDetails = pgTable(
  "site_page_details",
  {
    pageId: uuid("page_id")
      .notNull()
      .references(() => sitePages.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    /** PageDetail. */
    detail: jsonb("detail").notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.pageId, table.lang] })],
);

const pageItem = (name: string) =>
  pgTable(
    name,
    {
      id: uuid("id").primaryKey().defaultRandom(),
      pageId: uuid("page_id")
        .notNull()
        .references(() => sitePages.id, { onDelete: "cascade" }),
      lang: text("lang").notNull(),
      sortOrder: integer("sort_order").notNull().default(0),
      props: jsonb("props").notNull(),
      ...timestamps,
    },
    (table) => [index(`${name}_page_idx`).on(table.pageId, table.lang)],
  );

/** Button, Product and LinkArea of packages/domain site/content.ts, per language. */
export const pageButtons = pageItem("page_buttons");
export const pageProducts = pageItem("page_products");
export const pageLinkAreas = pageItem("page_link_areas");

/** The table of each kind of page block (packages/domain site/page-blocks.ts). */
export const pageBlockTables = {
  buttons: pageButtons,
  products: pageProducts,
  links: pageLinkAreas,
} as const satisfies Record<PageBlockKind, typeof pageButtons>;

export const siteSns = pgTable(
  "site_sns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    snsType: text("sns_type").notNull(),
    snsUrl: text("sns_url").notNull(),
    ...timestamps,
  },
  (table) => [index("site_sns_site_idx").on(table.siteId)],
);

/** Per-language site texts: SEO (Seo) and company information (CompanyInfo). */
export const siteTexts = pgTable(
  "site_texts",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    seo: jsonb("seo").notNull(),
    company: jsonb("company"),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.siteId, table.lang] })],
);

export const sitePopupCtas = pgTable(
  "site_popup_ctas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** timeLimit or applicantLimit: a site has at most one of each. */
    kind: text("kind").notNull(),
    /** PopupCta without id and kind. */
    props: jsonb("props").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("site_popup_ctas_kind_idx").on(table.siteId, table.kind)],
);

export const siteCampaigns = pgTable("site_campaigns", {
  id: uuid("id").primaryKey().defaultRandom(),
  siteId: uuid("site_id")
    .notNull()
    .unique()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** The campaign without id: its translated names and backgrounds are maps { lang: value } (upgradeStoredCampaign reads older rows). */
  props: jsonb("props").notNull(),
  ...timestamps,
});

/** Clicks on popup CTA items and campaign items, counted live (applicant limits, click counting). */
export const clickCounters = pgTable("click_counters", {
  targetId: uuid("target_id").primaryKey(),
  siteId: uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  count: bigint("count", { mode: "number" }).notNull().default(0),
  ...timestamps,
});

/**
 * The visitor sessions whose popup CTA click was counted: one click per session per popup, so one
 * client cannot take an applicant-limited offer's places (decision 046).
 */
export const popupClickSessions = pgTable(
  "popup_click_sessions",
  {
    popupId: uuid("popup_id").notNull(),
    sessionId: text("session_id").notNull(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.popupId, table.sessionId] })],
);

export const siteFormConfigs = pgTable(
  "site_form_configs",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    lang: text("lang").notNull(),
    /** FormConfig fields. */
    fields: jsonb("fields").notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.siteId, table.kind, table.lang] })],
);

/** Notification delivery (admin.md §2): site notices shown in the viewer's banner inside their window. */
export const siteNotifications = pgTable(
  "site_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    imageUrl: text("image_url"),
    newsUrl: text("news_url"),
    status: text("status").notNull().default("draft"),
    /** instant or scheduled (admin.md §3); "scheduled" and "expired" are derived when read. */
    publicationType: text("publication_type").notNull().default("instant"),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("site_notifications_site_idx").on(table.siteId, table.status)],
);

/** Immutable compiled sites, one row per published version and language. */
export const siteSnapshots = pgTable(
  "site_snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    lang: text("lang").notNull(),
    /** SiteSnapshot: what anyone may read. */
    publicData: jsonb("public_data").notNull(),
    /** PrivateSnapshot: members-only page content, served only to the site's members. */
    privateData: jsonb("private_data").notNull(),
    etag: text("etag").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex("site_snapshots_version_idx").on(table.siteId, table.version, table.lang)],
);
