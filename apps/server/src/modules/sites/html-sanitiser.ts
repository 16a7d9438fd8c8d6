import { mapBlocks, type SiteDocument } from "@mekuri/domain";
import type sanitizeHtml from "sanitize-html";

/**
 * HTML the site owner writes (HTML/CSS buttons, the company's clause, terms and privacy policy) is shown inside the public page.
 * Content with active code is refused by the shared schema with a message; what passes is still
 * run through a real sanitiser on save, which keeps formatting and inline styles and drops
 * everything else (docs/decisions/016).
 */
const options = (defaults: sanitizeHtml.IDefaults): sanitizeHtml.IOptions => ({
  allowedTags: [...defaults.allowedTags, "img", "span", "font", "center", "del", "ins", "sub", "sup"],
  allowedAttributes: {
    "*": ["style", "class", "title", "align", "dir", "lang"],
    a: ["href", "target", "rel", "name"],
    img: ["src", "alt", "width", "height", "loading"],
    font: ["color", "size", "face"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
});

/** The document with every owner-written HTML field sanitised. */
export async function sanitiseDocument(doc: SiteDocument): Promise<SiteDocument> {
  // Imported with the first save, not at start (decision 136): the sanitiser brings an HTML and a
  // CSS parser (about 5 MB resident) that only the console's saves use.
  const { default: sanitizeHtml } = await import("sanitize-html");
  const allowed = options(sanitizeHtml.defaults);
  const sanitiseHtml = (html: string) => (html === "" ? "" : sanitizeHtml(html, allowed));
  const button = <T extends { buttonContentHtml: string }>(item: T) => ({
    ...item,
    buttonContentHtml: sanitiseHtml(item.buttonContentHtml),
  });
  return {
    ...doc,
    pages: doc.pages.map((page) => ({ ...page, buttons: mapBlocks(page.buttons, button) })),
    texts: Object.fromEntries(
      Object.entries(doc.texts).map(([lang, texts]) => [
        lang,
        texts && {
          ...texts,
          company: texts.company && {
            ...texts.company,
            companyClause: sanitiseHtml(texts.company.companyClause),
            termsOfService: sanitiseHtml(texts.company.termsOfService),
            privacyPolicy: sanitiseHtml(texts.company.privacyPolicy),
          },
        },
      ]),
    ),
    campaign: doc.campaign && { ...doc.campaign, buttons: doc.campaign.buttons.map(button) },
  };
}
