import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, mailOutbox } from "../../platform/database/schema/index.ts";
import { createSmtpTransport } from "../../platform/mail/mail-transport.ts";
import { startSmtpReceiver } from "../../testing/smtp-receiver.ts";
import { api, useTestApp } from "../../testing/test-app.ts";
import { publishFormSite } from "./form-site-fixture.ts";

const smtp = await startSmtpReceiver();
const ctx = useTestApp({ mailTransport: createSmtpTransport(smtp.url) });
afterAll(() => smtp.close());

let siteId: string;
let ownerEmail: string;
beforeAll(async () => {
  const site = await publishFormSite(ctx);
  siteId = site.siteId;
  ownerEmail = site.owner.email;
});

let address = 0;
const from = () => `10.1.0.${++address}`;
const get = (url: string) =>
  ctx.app.inject({ method: "GET", url: api(url), headers: { "accept-language": "en" } });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = from()) =>
  ctx.app.inject({
    method: "POST",
    url: api(url),
    payload: payload as object,
    remoteAddress,
    headers: { "accept-language": "en", ...headers },
  });

const goodContact = {
  email: "visitor@example.com",
  company: "株式会社テスト",
  staff: "12",
  topic: "見積もり",
  channels: ["mail", "phone"],
};

const submissionsOf = (site: string, kind = "contact") =>
  ctx.database.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.siteId, site), eq(formSubmissions.kind, kind)));

describe("form settings", () => {
  it("serves the contact form sorted by order with the company when showInContact is on", async () => {
    const response = await get(`/end-user/site/${siteId}/contact-setting?lang=en`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.fields.map((f: { id: string }) => f.id)).toEqual([
      "email",
      "company",
      "staff",
      "topic",
      "channels",
    ]);
    expect(body.fields[3]).toMatchObject({ type_input: "SELECT", is_required: true, order_num: 4 });
    expect(body.company).toMatchObject({ company_profile: "Example Inc. (en)", show_in_contact: true });
    expect(body).toMatchObject({ agreement_required: false, locked: false });
  });

  it("leaves the company out of a form whose flag is off and falls back to the spec's default form", async () => {
    const body = (await get(`/end-user/site/${siteId}/homepage-setting`)).json();
    expect(body.company).toBeNull();
    expect(body.fields.map((f: { id: string; is_required: boolean }) => [f.id, f.is_required])).toEqual([
      ["email", true],
      ["company", false],
    ]);
    expect(body.fields[0].title).toBe("メールアドレス");
  });

  it("answers 404 for a site that is not published", async () => {
    expect(
      (await get("/end-user/site/6f1c2d3e-0000-4000-8000-000000000000/contact-setting")).statusCode,
    ).toBe(404);
  });
});

describe("contact submissions", () => {
  it("stores the answers with their titles and mails the site's main contact", async () => {
    const before = smtp.received.length;
    const response = await post(`/end-user/site/${siteId}/contact`, { data: goodContact, lang: "ja" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you for your inquiry. We will reply within 24 hours.",
    });
    const [row] = await submissionsOf(siteId);
    expect(row).toMatchObject({ email: "visitor@example.com", lang: "ja" });
    expect(row!.data).toEqual([
      { fieldId: "email", title: "メールアドレス", value: "visitor@example.com" },
      { fieldId: "company", title: "会社名", value: "株式会社テスト" },
      { fieldId: "staff", title: "従業員数", value: 12 },
      { fieldId: "topic", title: "種別", value: "見積もり" },
      { fieldId: "channels", title: "連絡方法", value: ["mail", "phone"] },
    ]);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual([ownerEmail]);
    const [notice] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ownerEmail));
    expect(notice).toMatchObject({ template: "contactNotice", locale: "ja" });
    expect(notice!.textBody).toContain("メールアドレス: visitor@example.com");
    expect(notice!.textBody).toContain("連絡方法: mail, phone");
  });

  it("stores one row for a retried submit with the same Idempotency-Key and answers the same", async () => {
    const { siteId: site, owner } = await publishFormSite(ctx);
    const headers = { "idempotency-key": "retry-key-0001" };
    const first = await post(`/end-user/site/${site}/contact`, { data: goodContact }, headers);
    const second = await post(`/end-user/site/${site}/contact`, { data: goodContact }, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await submissionsOf(site)).toHaveLength(1);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.email));
    expect(mails).toHaveLength(1);
    const other = await post(
      `/end-user/site/${site}/contact`,
      { data: goodContact },
      { "idempotency-key": "retry-key-0002" },
    );
    expect(other.statusCode).toBe(201);
    expect(await submissionsOf(site)).toHaveLength(2);
  });

  it("rejects every broken rule with a message per field and stores nothing", async () => {
    const { siteId: site } = await publishFormSite(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: undefined }, "data.email", "This field is required."],
      [{ email: "  " }, "data.email", "This field is required."],
      [{ email: "a..b@example.com" }, "data.email", "Invalid email address."],
      [{ email: "no-at-sign" }, "data.email", "Invalid email address."],
      [{ company: 42 }, "data.company", "This value has the wrong type."],
      [{ staff: "twelve" }, "data.staff", "Enter a number."],
      [{ staff: ["1"] }, "data.staff", "Enter a number."],
      [{ topic: "unknown" }, "data.topic", "Choose one of the listed options."],
      [{ topic: ["見積もり", "その他"] }, "data.topic", "Choose only one option."],
      [{ channels: ["mail", "fax"] }, "data.channels", "Choose one of the listed options."],
      [{ extra: "x" }, "data.extra", "This item is not part of the form."],
    ];
    for (const [change, path, message] of cases) {
      const response = await post(`/end-user/site/${site}/contact`, { data: { ...goodContact, ...change } });
      expect(response.statusCode, path).toBe(400);
      const body = response.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.fields, path).toContainEqual({ path, message });
    }
    const wrongShape = await post(`/end-user/site/${site}/contact`, { data: "text" });
    expect(wrongShape.statusCode).toBe(400);
    const missing = await post(`/end-user/site/${site}/contact`, {});
    expect(missing.json().fields[0]).toMatchObject({ path: "data", message: "This field is required." });
    expect(await submissionsOf(site)).toEqual([]);
  });

  it("requires the agreement when the company shown with the form asks for it", async () => {
    const { siteId: site } = await publishFormSite(ctx, { company: { agreementRequired: true } });
    const refused = await post(`/end-user/site/${site}/contact`, { data: goodContact });
    expect(refused.json().fields).toEqual([
      { path: "agreed", message: "Please agree to the terms of service and the privacy policy." },
    ]);
    expect(
      (await post(`/end-user/site/${site}/contact`, { data: goodContact, agreed: true })).statusCode,
    ).toBe(201);
  });

  it("locks contact and homepage forms when the owner's plan lacks settingFormContact", async () => {
    const { siteId: site } = await publishFormSite(ctx, { plan: null });
    expect((await get(`/end-user/site/${site}/contact-setting`)).json().locked).toBe(true);
    expect((await get(`/end-user/site/${site}/membership-setting`)).json().locked).toBe(false);
    const contact = await post(`/end-user/site/${site}/contact`, { data: goodContact });
    expect(contact.statusCode).toBe(403);
    expect(contact.json()).toEqual({
      code: "PLAN_LIMIT",
      message: "This form is not available on this site.",
    });
    const homepage = await post(`/end-user/site/${site}/homepage`, { data: {} });
    expect(homepage.statusCode).toBe(403);
    expect(await submissionsOf(site)).toEqual([]);
  });

  it("answers 429 with the rate-limited message to a flood from one address", async () => {
    const { siteId: site } = await publishFormSite(ctx);
    const address = from();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await post(`/end-user/site/${site}/contact`, { data: goodContact }, {}, address);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toMatch(/^Too many requests\./);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(await submissionsOf(site)).toHaveLength(10);
    expect((await post(`/end-user/site/${site}/contact`, { data: goodContact })).statusCode).toBe(201);
  });
});

describe("homepage submissions", () => {
  it("stores the mode and answers with the form-success message, without mailing", async () => {
    const { siteId: site } = await publishFormSite(ctx);
    const response = await post(`/end-user/site/${site}/homepage`, {
      data: { email: "home@example.com", company: "Home Co." },
      mode: "catalogue",
      lang: "en",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe("Thank you for your submission. We will reply within 24 hours.");
    const [row] = await submissionsOf(site, "homepage");
    expect(row).toMatchObject({ mode: "catalogue", lang: "en", email: "home@example.com" });
    const empty = await post(`/end-user/site/${site}/homepage`, { data: {} });
    expect(empty.json().fields).toEqual([{ path: "data.email", message: "This field is required." }]);
  });
});
