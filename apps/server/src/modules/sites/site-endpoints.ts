/**
 * Every operator endpoint that names a site by its id, in one place: the tenancy table test calls
 * each of them as another account and expects nothing to be read or changed. A capability that
 * adds a site endpoint lists it here.
 */
export interface SiteEndpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Under /api/v1; `:id` is the site id. */
  path: string;
  /** A valid-looking body, so the answer is about tenancy and not about validation. */
  body?: unknown;
}

export const siteEndpoints: SiteEndpoint[] = [
  { method: "GET", path: "/site/:id" },
  { method: "GET", path: "/site/:id/campaign/clicks" },
  { method: "PUT", path: "/site/:id" },
  { method: "PUT", path: "/site/:id/publish", body: { visibility: "public" } },
  { method: "DELETE", path: "/site/:id" },
];
