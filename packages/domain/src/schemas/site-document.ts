/**
 * A whole editable site as the builder loads and saves it (admin.md §3 Site …, §5 Validation). The
 * admin forms and the server validate with these same schemas; errors are message references of
 * the "sites" catalogue section, with the field path. Rules needing the plan are functions of it
 * (siteDocumentFor, createSiteBodyFor). Readings of the spec are in docs/decisions/016.
 *
 * The schemas live in ./site-document/, one file per part of the document; this entry names what
 * the rest of the code may use.
 */
export {
  colour,
  linkUrl,
  optionalLinkUrl,
  optionalMediaUrl,
  siteLanguage,
} from "./site-document/builder-fields.ts";
export {
  type BuilderCampaign,
  builderCampaign,
  type CampaignClicksResponse,
  campaignClicksResponse,
} from "./site-document/campaign.ts";
export { type SiteDocument, siteDocument, siteDocumentFor } from "./site-document/document.ts";
export { type BuilderFormConfig, builderFormConfig } from "./site-document/forms.ts";
export {
  type BuilderButton,
  builderButton,
  builderLinkArea,
  builderPageDetail,
  builderProduct,
  type SiteCategory,
  type SitePage,
  siteCategory,
  sitePage,
} from "./site-document/page.ts";
export { type BuilderPopupCta, builderPopupCta } from "./site-document/popup-cta.ts";
export { builderSiteSettings, siteScripts } from "./site-document/settings.ts";
export {
  type CreateSiteBody,
  createSiteBody,
  createSiteBodyFor,
  createSiteResponse,
  type PublishSiteBody,
  publishSiteBody,
  publishSiteResponse,
  type SiteListItem,
  type SiteListQuery,
  type SiteListResponse,
  siteListCursor,
  siteListFilters,
  siteListItem,
  siteListQuery,
  siteListResponse,
  siteVisibilities,
} from "./site-document/site-requests.ts";
export { type BuilderSeo, builderCompany, builderSeo, builderSns } from "./site-document/site-texts.ts";
export { storedSiteDocument } from "./site-document/stored-document.ts";
