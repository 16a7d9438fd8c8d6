import { formatPositionCode, type SiteDocument } from "@mekuri/domain";
import { api, type TestContext } from "../../testing/test-app.ts";
import { asDocument, filledDocument, siteApi } from "../sites/site-test-helpers.ts";

export interface PublishedTestSite {
  id: string;
  /** Page ids by position code (A1, A2, B1 …). */
  pages: Record<string, string>;
  /** The id of A1's button (Japanese), marked "counts as a conversion". */
  conversionButton: string;
  /** The ids of the published popup CTAs, as the viewer receives them (null when absent). */
  popups: Record<keyof SiteDocument["popupCtas"], string | null>;
}

/**
 * A published site of `columns` × `rows` pages in Japanese and English (Japanese only when not
 * multilingual); A1's button counts as a conversion; the given popup CTAs, none by default.
 */
export async function publishedSite(
  ctx: TestContext,
  token: string,
  input: {
    name: string;
    columns: number;
    rows: number;
    multilingual?: boolean;
    popupCtas?: SiteDocument["popupCtas"];
  },
): Promise<PublishedTestSite> {
  const sites = siteApi(ctx, token);
  const id = (
    await sites.create({ name: input.name, number_horizontal: input.columns, number_vertical: input.rows })
  ).json().id as string;
  const draft = asDocument((await sites.get(id)).json());
  const doc = filledDocument({
    ...draft,
    languages: input.multilingual === false ? ["ja"] : ["ja", "en"],
    categories: draft.categories.map((category) => ({
      ...category,
      names: { ...category.names, en: `Category ${category.columnIndex + 1}` },
    })),
    texts: input.multilingual === false ? draft.texts : { ...draft.texts, en: draft.texts.ja! },
    popupCtas: input.popupCtas ?? draft.popupCtas,
  });
  const marked: SiteDocument = {
    ...doc,
    pages: doc.pages.map((page) =>
      page.columnIndex === 0 && page.rowIndex === 0
        ? {
            ...page,
            buttons: {
              ...page.buttons,
              ja: page.buttons.ja!.map((b) => ({ ...b, countsAsConversion: true })),
            },
          }
        : page,
    ),
  };
  const saved = await sites.put(id, marked);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const published = await sites.publish(id, "public");
  if (published.statusCode !== 200) throw new Error(published.body);
  const stored = asDocument((await sites.get(id)).json());
  const pages: Record<string, string> = {};
  for (const page of stored.pages) {
    pages[formatPositionCode(page)!] = (page as { id?: string }).id!;
  }
  const a1 = stored.pages.find((page) => page.columnIndex === 0 && page.rowIndex === 0)!;
  // Popup ids are made at publication; the viewer reads them from the public site.
  const live = await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${id}?lang=ja`) });
  const { time_limit, applicant_limit } = live.json().popup_ctas;
  return {
    id,
    pages,
    conversionButton: a1.buttons.ja![0]!.id,
    popups: { timeLimit: time_limit?.id ?? null, applicantLimit: applicant_limit?.id ?? null },
  };
}

/** Sends a batch through the real ingestion endpoint; answers its { accepted, rejected }. */
export async function sendEvents(ctx: TestContext, events: object[], headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: "POST",
    url: api("/end-user/events"),
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ events }),
  });
  if (response.statusCode !== 202) throw new Error(`events: ${response.statusCode} ${response.body}`);
  return response.json() as { accepted: number; rejected: number };
}

/** Stores what the buffer holds and runs the rollup job once. */
export async function flushAndRollUp(ctx: TestContext) {
  await ctx.app.events.flush();
  return ctx.app.analytics.rollUp();
}

/**
 * A visit (session `session`, events from `start` ms on) that lands on A1, views it 3 times, taps its
 * converting CTA 5 times and moves to A2, where it taps the same CTA again: counted once per session,
 * 2 page views, 1 CTA click on A1 and 1 conversion (decision 151); 4 views and 6 of each per event.
 */
export function eagerVisit(site: PublishedTestSite, session: string, start: number): object[] {
  let tick = start;
  const event = (type: string, fields: object) => ({
    type,
    site_id: site.id,
    session_id: session,
    lang: "ja",
    occurred_at: tick++,
    ...fields,
  });
  const { A1, A2 } = site.pages as Record<string, string>;
  return [
    event("page_view", { page_id: A1, device: "phone" }),
    ...Array.from({ length: 3 }, () => event("slide_page", { page_id: A1 })),
    ...Array.from({ length: 5 }, () =>
      event("click_cta_btn", { page_id: A1, target_id: site.conversionButton }),
    ),
    event("slide_page", { page_id: A2 }),
    event("click_cta_btn", { page_id: A2, target_id: site.conversionButton }),
  ];
}
