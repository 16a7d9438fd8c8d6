import { randomUUID } from "node:crypto";
import type { SiteDocument } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureCompany, fixturePopupCta } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { saveSiteDocument } from "./site-document-store.ts";
import { asDocument, filledDocument, siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
let pro: Awaited<ReturnType<typeof tenant>>;
let light: Awaited<ReturnType<typeof tenant>>;
let proSite: string;
let lightSite: string;

const seo = { title: "Spring sale", h1: "Spring", description: "New items.", headTags: "", bodyTags: "" };
/** The agreement required: the rules on terms and privacy policy apply. */
const company = { ...fixtureCompany, agreementRequired: true };
/** A popup running from January 2026 for ten years, with its remaining time shown. */
const popup = fixturePopupCta({
  text: "Ends soon",
  startDate: "2026-01-01T00:00:00.000Z",
  endDate: "2036-12-31T00:00:00.000Z",
  showRemainingTime: true,
});
const campaignLink = {
  id: randomUUID(),
  position: "right" as const,
  zIndex: 1,
  x: 10,
  y: 10,
  width: 100,
  height: 100,
  parentWidth: 240,
  parentHeight: 739,
  linkType: "CONTACT" as const,
  linkDestinationUrl: "",
};
const campaign = {
  names: { ja: "春", en: "Spring" },
  backgrounds: {},
  backgroundColor: "#FFFFFF",
  backgroundOpacity: 100,
  startDate: null,
  endDate: null,
  effectivePages: [1],
  isOnClickCount: true,
  positionLp: "center" as const,
  banners: [],
  buttons: [],
  links: [campaignLink],
};

async function load(token: string, id: string) {
  return asDocument((await siteApi(ctx, token).get(id)).json());
}

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  pro = await tenant(ctx, { parent: master, plan: "pro-multilingual" });
  light = await tenant(ctx, { parent: master, plan: "light" });
  proSite = (
    await siteApi(ctx, pro.token).create({
      name: "Rules",
      number_horizontal: 2,
      number_vertical: 2,
      languages: ["ja", "en"],
    })
  ).json().id;
  lightSite = (
    await siteApi(ctx, light.token).create({ name: "Light", number_horizontal: 2, number_vertical: 2 })
  ).json().id;
  const doc = filledDocument(await load(pro.token, proSite));
  const full: SiteDocument = {
    ...doc,
    texts: { ja: { seo, company }, en: { seo, company } },
    popupCtas: { timeLimit: popup, applicantLimit: null },
    campaign,
    sns: [{ snsType: "x", snsUrl: "https://x.com/mekuri" }],
  };
  const saved = await siteApi(ctx, pro.token).put(proSite, full);
  if (saved.statusCode !== 200) throw new Error(saved.body);
});

type Change = (doc: SiteDocument) => SiteDocument;
const a1 = (doc: SiteDocument) => doc.pages.find((p) => p.columnIndex === 0 && p.rowIndex === 0)!;
const withA1 = (
  doc: SiteDocument,
  change: (page: SiteDocument["pages"][number]) => object,
): SiteDocument => ({
  ...doc,
  pages: doc.pages.map((page) => (page === a1(doc) ? { ...page, ...change(page) } : page)),
});
const withButton = (doc: SiteDocument, change: object) =>
  withA1(doc, (page) => ({ buttons: { ...page.buttons, en: [{ ...page.buttons.en![0]!, ...change }] } }));
const withSeo = (doc: SiteDocument, change: object) => ({
  ...doc,
  texts: { ...doc.texts, en: { ...doc.texts.en!, seo: { ...doc.texts.en!.seo, ...change } } },
});
const withCompany = (doc: SiteDocument, change: object) => ({
  ...doc,
  texts: { ...doc.texts, en: { ...doc.texts.en!, company: { ...doc.texts.en!.company!, ...change } } },
});
const withPopup = (doc: SiteDocument, change: object) => ({
  ...doc,
  popupCtas: { ...doc.popupCtas, timeLimit: { ...doc.popupCtas.timeLimit!, ...change } },
});

const rules: [string, Change, string, string][] = [
  ["a site without a name", (d) => ({ ...d, name: "" }), "name", "This field is required."],
  [
    "rows of 0",
    (d) => ({ ...d, numberVertical: 0 }),
    "number_vertical",
    "Invalid rows or columns: neither can be 0.",
  ],
  [
    "rows × columns over the plan's maximum",
    (d) => ({
      ...d,
      numberHorizontal: 11,
      numberVertical: 10,
      categories: Array.from({ length: 11 }, (_, columnIndex) => ({
        columnIndex,
        names: { ja: `${columnIndex}`, en: `${columnIndex}` },
        textColor: null,
      })),
    }),
    "number_vertical",
    "Rows × columns cannot exceed your plan's maximum of 100 creatives.",
  ],
  [
    "an empty global menu item",
    (d) => ({
      ...d,
      categories: [{ columnIndex: 0, names: { ja: "A", en: " " }, textColor: null }, d.categories[1]!],
    }),
    "categories.0.names.en",
    "Global menu items cannot be empty.",
  ],
  [
    "a duplicate global menu item",
    (d) => ({
      ...d,
      categories: [d.categories[0]!, { columnIndex: 1, names: { ja: "B", en: "A" }, textColor: null }],
    }),
    "categories.1.names.en",
    "Global menu items must be unique.",
  ],
  [
    "a colour that is not hex, rgb(a) or hsl(a)",
    (d) => ({ ...d, settings: { ...d.settings, safeAreaColor: "#12345" } }),
    "settings.safe_area_color",
    "Invalid color code. Use #RGB, #RRGGBB, rgb(a) or hsl(a).",
  ],
  [
    "a title over 60",
    (d) => withSeo(d, { title: "a".repeat(61) }),
    "texts.en.seo.title",
    "Enter at most 60 characters.",
  ],
  [
    "an H1 over 70",
    (d) => withSeo(d, { h1: "a".repeat(71) }),
    "texts.en.seo.h1",
    "Enter at most 70 characters.",
  ],
  [
    "a description over 160",
    (d) => withSeo(d, { description: "a".repeat(161) }),
    "texts.en.seo.description",
    "Enter at most 160 characters.",
  ],
  [
    "a title with a trailing space",
    (d) => withSeo(d, { title: "Sale " }),
    "texts.en.seo.title",
    "Remove the spaces at the beginning and the end.",
  ],
  [
    "a title with an underscore",
    (d) => withSeo(d, { title: "big_sale" }),
    "texts.en.seo.title",
    "Use only letters, digits, spaces, hyphens, vertical bars, colons, parentheses, brackets, periods, commas and ellipses.",
  ],
  [
    "head tags over 65535",
    (d) => withSeo(d, { headTags: `<meta name="a" content="${"a".repeat(65535)}">` }),
    "texts.en.seo.head_tags",
    "Enter at most 65535 characters.",
  ],
  [
    "head tags with a body element",
    (d) => withSeo(d, { headTags: "<div>hi</div>" }),
    "texts.en.seo.head_tags",
    "Head tags may contain only meta, link, base, script, style, noscript and title elements, without event handlers.",
  ],
  [
    "body tags with eval",
    (d) => withSeo(d, { bodyTags: '<script src="https://cdn.example.com/a.js?eval" defer></script>' }),
    "texts.en.seo.body_tags",
    "eval, setTimeout and setInterval are not allowed.",
  ],
  [
    "a body script without defer",
    (d) => withSeo(d, { bodyTags: '<script src="https://cdn.example.com/a.js"></script>' }),
    "texts.en.seo.body_tags",
    'Body tags must be script tags with a src and a defer attribute: <script src="https://…" defer></script>.',
  ],
  [
    "contract agreement without terms",
    (d) => withCompany(d, { termsOfService: "" }),
    "texts.en.company.terms_of_service",
    "Terms of service are required when contract agreement is on.",
  ],
  [
    "contract agreement without a privacy policy",
    (d) => withCompany(d, { privacyPolicy: " " }),
    "texts.en.company.privacy_policy",
    "The privacy policy is required when contract agreement is on.",
  ],
  [
    "a company website that is not a URL",
    (d) => withCompany(d, { companyWebsite: "example" }),
    "texts.en.company.company_website",
    "Invalid URL. Enter an address starting with http:// or https:// (at most 256 characters).",
  ],
  [
    "a popup ending before it starts",
    (d) => withPopup(d, { endDate: "2025-12-31T00:00:00.000Z" }),
    "popup_ctas.time_limit.end_date",
    "The end must be after the start.",
  ],
  [
    "a popup whose window has already ended (admin.md §5 Popup/notification)",
    (d) => withPopup(d, { startDate: "2020-01-01T00:00:00.000Z", endDate: "2021-01-01T00:00:00.000Z" }),
    "popup_ctas.time_limit.end_date",
    "The end date must be in the future.",
  ],
  [
    "a time-limited popup with a start and no end",
    (d) => withPopup(d, { endDate: null }),
    "popup_ctas.time_limit.end_date",
    "Enter an end date when a start date is given.",
  ],
  [
    "an applicant-limited popup without its limit",
    (d) => ({
      ...d,
      popupCtas: { ...d.popupCtas, applicantLimit: { ...d.popupCtas.timeLimit!, limit: null } },
    }),
    "popup_ctas.applicant_limit.limit",
    "This field is required.",
  ],
  [
    "a popup text over 120",
    (d) => withPopup(d, { text: "a".repeat(121) }),
    "popup_ctas.time_limit.text",
    "Enter at most 120 characters.",
  ],
  [
    "a popup link that is not a URL",
    (d) => withPopup(d, { linkUrl: "sale page" }),
    "popup_ctas.time_limit.link_url",
    "Invalid URL. Enter an address starting with http:// or https:// (at most 256 characters).",
  ],
  [
    "a popup limit of 10 digits",
    (d) => withPopup(d, { limit: 1_000_000_000 }),
    "popup_ctas.time_limit.limit",
    "Enter a whole number from 1 with fewer than 10 digits.",
  ],
  [
    "a campaign item without a UUID",
    (d) => ({ ...d, campaign: { ...d.campaign!, links: [{ ...campaignLink, id: "link-1" }] } }),
    "campaign.links.0.id",
    "Campaign items need a UUID as id.",
  ],
  [
    "an HTML button with a script",
    (d) => withButton(d, { buttonType: "HTML_CSS", buttonContentHtml: "<b>Buy</b><script>steal()</script>" }),
    "pages.0.buttons.en.0.button_content_html",
    "HTML content cannot contain scripts, event handlers or javascript: links.",
  ],
  [
    "an HTML button with an event handler",
    (d) => withButton(d, { buttonType: "HTML_CSS", buttonContentHtml: '<img src="x" onerror="steal()">' }),
    "pages.0.buttons.en.0.button_content_html",
    "HTML content cannot contain scripts, event handlers or javascript: links.",
  ],
  [
    "an external link that is not a URL",
    (d) => withButton(d, { buttonLinkType: "EXTERNAL", linkDestinationUrl: "javascript:alert(1)" }),
    "pages.0.buttons.en.0.link_destination_url",
    "Invalid URL. Enter an address starting with http:// or https:// (at most 256 characters).",
  ],
  [
    "a link URL over 256",
    (d) =>
      withButton(d, {
        buttonLinkType: "EXTERNAL",
        linkDestinationUrl: `https://example.com/${"a".repeat(240)}`,
      }),
    "pages.0.buttons.en.0.link_destination_url",
    "Invalid URL. Enter an address starting with http:// or https:// (at most 256 characters).",
  ],
  [
    "a cell beyond three letters",
    (d) => withA1(d, () => ({ columnIndex: 20000 })),
    "pages.0",
    "Invalid cell code: use 1–3 letters followed by a number from 1 to 100.",
  ],
  [
    "two pages on one cell",
    (d) => ({ ...d, pages: [...d.pages, { ...a1(d), id: undefined }] }),
    "pages.4",
    "Cell A1 appears more than once.",
  ],
  [
    "an SNS link that is not a URL",
    (d) => ({ ...d, sns: [{ snsType: "youtube", snsUrl: "my channel" }] }),
    "sns.0.sns_url",
    "Invalid URL. Enter an address starting with http:// or https:// (at most 256 characters).",
  ],
];

describe("every rule refuses with its message and saves nothing", () => {
  it.each(rules)("%s", async (_name, change, path, message) => {
    const before = await load(pro.token, proSite);
    const response = await siteApi(ctx, pro.token).put(proSite, change(before));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
    expect(response.json().fields).toContainEqual({ path, message });
    expect(await load(pro.token, proSite)).toEqual(before);
  });

  it("keeps saving a popup whose stored end has passed, as long as the end is not changed", async () => {
    const before = await load(pro.token, proSite);
    const ended = { startDate: "2020-01-01T00:00:00.000Z", endDate: "2021-01-01T00:00:00.000Z" };
    // Stored as the site was saved a while ago, when the window was still ahead.
    await saveSiteDocument(ctx.database.db, proSite, withPopup(before, ended), new Date(before.updatedAt));
    const renamed = await siteApi(ctx, pro.token).put(proSite, {
      ...(await load(pro.token, proSite)),
      name: "Renamed",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const restored = await load(pro.token, proSite);
    expect((await siteApi(ctx, pro.token).put(proSite, withPopup(restored, popup))).statusCode).toBe(200);
  });

  it("refuses a document loaded before the last save (409) and keeps the newer one", async () => {
    const first = await load(pro.token, proSite);
    const saved = await siteApi(ctx, pro.token).put(proSite, { ...first, name: "Newer" });
    expect(saved.statusCode).toBe(200);
    const stale = await siteApi(ctx, pro.token).put(proSite, { ...first, name: "Older" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: "CONFLICT",
      message:
        "This site was changed elsewhere after you opened it. Reload to see the latest version; your changes were not saved.",
    });
    expect((await load(pro.token, proSite)).name).toBe("Newer");
  });
});

describe("the plan's flags lock their settings", () => {
  const locked: [string, Change, string, string][] = [
    [
      "popup CTAs",
      (d) => ({ ...d, popupCtas: { timeLimit: popup, applicantLimit: null } }),
      "popup_ctas",
      "Your plan does not include popup CTAs.",
    ],
    [
      "head tags",
      (d) => ({
        ...d,
        texts: {
          ja: { seo: { ...d.texts.ja!.seo, headTags: '<meta name="x" content="y">' }, company: null },
        },
      }),
      "texts.ja.seo.head_tags",
      "Your plan does not include head and body tags.",
    ],
    [
      "a custom site path",
      (d) => ({ ...d, customPath: "campaign" }),
      "custom_path",
      "Your plan does not include custom domains.",
    ],
    [
      "more languages",
      (d) => ({
        ...d,
        languages: ["ja", "en"],
        categories: d.categories.map((c) => ({ ...c, names: { ...c.names, en: `${c.columnIndex}` } })),
      }),
      "languages",
      "Your plan does not include multiple languages.",
    ],
  ];

  it.each(locked)("refuses %s on a plan without them", async (_name, change, path, message) => {
    const before = await load(light.token, lightSite);
    const response = await siteApi(ctx, light.token).put(lightSite, change(before));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ path, message });
    expect(await load(light.token, lightSite)).toEqual(before);
  });
});

describe("what a save keeps", () => {
  it("sanitises HTML, keeps item ids, clamps campaign items and drops cells outside a smaller grid", async () => {
    const before = await load(pro.token, proSite);
    const buttonId = a1(before).buttons.en![0]!.id;
    const changed = withButton(
      {
        ...before,
        numberVertical: 1,
        campaign: { ...before.campaign!, links: [{ ...campaignLink, x: 500, width: 100 }] },
      },
      {
        buttonType: "HTML_CSS",
        buttonContentHtml: '<span style="color:#fff">Buy</span><iframe src="https://evil.example"></iframe>',
      },
    );
    const response = await siteApi(ctx, pro.token).put(proSite, changed);
    expect(response.statusCode).toBe(200);
    const after = asDocument(response.json());
    expect(after.pages.map((p) => [p.columnIndex, p.rowIndex])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    const button = a1(after).buttons.en![0]!;
    expect(button.id).toBe(buttonId);
    expect(button.buttonContentHtml).toBe('<span style="color:#fff">Buy</span>');
    expect(after.campaign!.links[0]).toMatchObject({ x: 140, width: 100 });
    expect(a1(after).id).toBe(a1(before).id);
  });

  it("keeps the custom domain the server verified, whatever the document says", async () => {
    const before = await load(pro.token, proSite);
    const response = await siteApi(ctx, pro.token).put(proSite, {
      ...before,
      customDomain: "hijack.example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(asDocument(response.json()).customDomain).toBeNull();
  });
});
