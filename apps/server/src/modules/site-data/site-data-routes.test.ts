import { parseCsv } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { publishFormSite } from "../forms/form-site-fixture.ts";

const ctx = useTestApp();

let siteId: string;
let token: string;
let address = 0;
const submit = (path: string, payload: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: api(`/end-user/site/${siteId}/${path}`),
    payload: payload as object,
    remoteAddress: `10.3.0.${++address}`,
  });

beforeAll(async () => {
  const site = await publishFormSite(ctx);
  siteId = site.siteId;
  token = (await login(ctx, site.owner.email)).access_token;
  const contacts = [
    { email: "first@example.com", company: "一番商事", topic: "見積もり", channels: ["mail"] },
    { email: "second@example.com", company: 'Quote "Co", Ltd.\nBranch', topic: "その他", staff: 30 },
    { email: "third@example.org", company: "=SUM(A1)", topic: "その他", lang: "en" },
  ];
  for (const { lang, ...data } of contacts) {
    expect((await submit("contact", { data, lang: lang ?? "ja" })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(
    (await submit("homepage", { data: { email: "home@example.com" }, mode: "catalogue" })).statusCode,
  ).toBe(201);
});

const operatorGet = (url: string, as = token) =>
  ctx.app.inject({ method: "GET", url: api(url), headers: { ...bearer(as), "accept-language": "ja" } });

describe("site data lists", () => {
  it("pages contact submissions newest first with their total", async () => {
    const first = (await operatorGet(`/site-contact/${siteId}?page=1&size=2`)).json();
    expect(first.total).toBe(3);
    expect(first.items.map((i: { email: string }) => i.email)).toEqual([
      "third@example.org",
      "second@example.com",
    ]);
    const second = (await operatorGet(`/site-contact/${siteId}?page=2&size=2`)).json();
    expect(second.items.map((i: { email: string }) => i.email)).toEqual(["first@example.com"]);
    expect(second.items[0].fields[0]).toEqual({
      field_id: "email",
      title: "メールアドレス",
      value: "first@example.com",
    });
  });

  it("filters by keyword in any answer, by e-mail and by language", async () => {
    const keyword = (
      await operatorGet(`/site-contact/${siteId}?keyword=${encodeURIComponent("一番")}`)
    ).json();
    expect(keyword.items.map((i: { email: string }) => i.email)).toEqual(["first@example.com"]);
    const email = (await operatorGet(`/site-contact/${siteId}?email=example.org`)).json();
    expect(email.total).toBe(1);
    const english = (await operatorGet(`/site-contact/${siteId}?lang=EN`)).json();
    expect(english.items.map((i: { email: string }) => i.email)).toEqual(["third@example.org"]);
    const literal = (await operatorGet(`/site-contact/${siteId}?keyword=%25`)).json();
    expect(literal.total).toBe(0);
  });

  it("keeps contact and homepage submissions in their own lists", async () => {
    const forms = (await operatorGet(`/site-form/${siteId}`)).json();
    expect(forms.items).toHaveLength(1);
    expect(forms.items[0]).toMatchObject({ email: "home@example.com", mode: "catalogue" });
    const members = (await operatorGet(`/site-member/${siteId}`)).json();
    expect(members).toEqual({ items: [], total: 0 });
  });

  it("exports CSV with a BOM and CRLF that parses back to the answers, one column per field", async () => {
    const response = await operatorGet(`/site-contact/${siteId}/export-csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="site-contact-.+\.csv"$/);
    const raw = response.rawPayload.toString("utf8");
    expect(raw.startsWith("\uFEFF")).toBe(true);
    expect(raw).toContain("\r\n");
    const rows = parseCsv(raw.slice(1)).map((row) => row.cells);
    expect(rows[0]).toEqual([
      "日時",
      "言語",
      "メールアドレス",
      "メールアドレス",
      "会社名",
      "種別",
      "連絡方法",
      "従業員数",
    ]);
    expect(rows).toHaveLength(4);
    const byEmail = new Map(rows.slice(1).map((row) => [row[2], row]));
    expect(byEmail.get("second@example.com")!.slice(1)).toEqual([
      "ja",
      "second@example.com",
      "second@example.com",
      'Quote "Co", Ltd.\nBranch',
      "その他",
      "",
      "30",
    ]);
    expect(byEmail.get("first@example.com")![6]).toBe("mail");
    expect(byEmail.get("third@example.org")![4]).toBe("'=SUM(A1)");
    expect(rows[1]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("answers 404 to another tenant and 403 without the export permission", async () => {
    const stranger = await createOperator(ctx, {
      account: await createAccount(ctx, { kind: "user" }),
      role: "USER",
    });
    const strangerToken = (await login(ctx, stranger.email)).access_token;
    expect((await operatorGet(`/site-contact/${siteId}`, strangerToken)).statusCode).toBe(404);
    expect((await operatorGet(`/site-member/${siteId}/export-csv`, strangerToken)).statusCode).toBe(404);
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, siteId));
    const viewer = await createOperator(ctx, {
      account: { id: site!.accountId },
      role: "USER",
      adminRole: "viewer",
    });
    const viewerToken = (await login(ctx, viewer.email)).access_token;
    expect((await operatorGet(`/site-contact/${siteId}`, viewerToken)).statusCode).toBe(200);
    expect((await operatorGet(`/site-contact/${siteId}/export-csv`, viewerToken)).statusCode).toBe(403);
  });
});
