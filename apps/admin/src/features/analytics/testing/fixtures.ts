export const siteId = "5b1f0a52-7d0c-4a37-9f5e-3f0c2b8d9a11";

export { shopAnalyst as analyst } from "@/testing/operators";

const figures = (sessions: number) => ({
  sessions,
  page_views: sessions * 3,
  pages_per_session: sessions ? 3 : null,
  converted_sessions: Math.round(sessions / 10),
  conversions: Math.round(sessions / 10),
  conversion_rate: sessions ? 0.1 : null,
  median_dwell_ms: sessions ? 8_400 : null,
});

/** GET /analysis/site/{id}/lp as the server sends it (snake_case on the wire). */
export function lpSummary(current: number, previous: number) {
  return {
    site_id: siteId,
    site_name: "Spring sale",
    period: { from: "2026-10-28", to: "2026-11-26" },
    previous_period: { from: "2026-09-28", to: "2026-10-27" },
    current: figures(current),
    previous: figures(previous),
    funnel: [
      { step: "entered", sessions: current, of_entered: current ? 1 : null, of_previous: null },
      { step: "swiped", sessions: 0, of_entered: current ? 0 : null, of_previous: current ? 0 : null },
      { step: "clicked", sessions: 0, of_entered: current ? 0 : null, of_previous: null },
      { step: "converted", sessions: 0, of_entered: current ? 0 : null, of_previous: null },
    ],
    sources: [],
    devices: [],
  };
}

export const siteListAnswer = {
  items: [
    {
      id: siteId,
      name: "Spring sale",
      status: "PUBLISH",
      site_url: `http://${siteId}.sites.localhost:3000/`,
      published_at: "2026-11-21T15:30:00.000Z",
      created_at: "2026-11-20T01:00:00.000Z",
      updated_at: "2026-11-21T15:30:00.000Z",
      account: { id: "acc", company_name: "Shop Inc." },
      page_views_this_month: 0,
    },
  ],
  total: 1,
};
