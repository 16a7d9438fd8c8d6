import { mapBlocks, type SiteDocument } from "@mekuri/domain";
import sanitizeHtml from "sanitize-html";

/**
 * HTML the site owner writes (HTML/CSS buttons, the company's clause, terms and privacy policy) is shown inside the public page.
 * Content with active code is refused by the shared schema with a message; what passes is still
 * run through a real sanitiser on save, which keeps formatting and inline styles and drops
 * everything else (docs/decisions/016).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "span",
    "font",
    "center",
    "del",
    "ins",
    "sub",
    "sup",
  ],
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
};

export function sanitiseHtml(html: string): string {
  return html === "" ? "" : sanitizeHtml(html, options);
}

/** The document with every owner-written HTML field sanitised. */
export function sanitiseDocument(doc: SiteDocument): SiteDocument {
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
