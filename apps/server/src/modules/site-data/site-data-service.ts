// What the external API (api-access) reads of a site's records; the repository stays private to
// this module (decision 092).
export { findSubmissions } from "./site-data-repository.ts";
