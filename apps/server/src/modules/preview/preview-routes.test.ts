import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sitePageDetails, sitePages, sites } from "../../platform/database/schema/index.ts";
import { fixtureDetail, siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const ctx = useTestApp();
let siteId: string;
let otherSiteId: string;
let ownerToken: string;
let strangerToken: string;
let masterToken: string;

const allFlags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: master });
  const stranger = await createAccount(ctx, { kind: "user", parent: master });
  ownerToken = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email))
    .access_token;
  strangerToken = (await login(ctx, (await createOperator(ctx, { account: stranger, role: "USER" })).email))
    .access_token;
  masterToken = (await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email))
    .access_token;
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(user.id));
  otherSiteId = await insertSiteDraft(ctx.database.db, siteFixture(user.id));
  await publishSite(ctx.database.db, siteId, "PUBLISH", allFlags);
  // The draft moves on after publishing: the preview must show the draft, not the snapshot.
  await ctx.database.db.update(sites).set({ name: "Draft name" }).where(eq(sites.id, siteId));
  const [a1] = await ctx.database.db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.columnIndex, 0), eq(sitePages.rowIndex, 0)));
  await ctx.database.db
    .update(sitePageDetails)
    .set({ detail: fixtureDetail("A1 edited in the draft") })
    .where(and(eq(sitePageDetails.pageId, a1!.id), eq(sitePageDetails.lang, "en")));
});

const preview = (id: string, headers: Record<string, string> = {}, query = "?lang=en") =>
  ctx.app.inject({ method: "GET", url: api(`/preview/site/${id}${query}`), headers });

const share = (body: object, token = ownerToken) =>
  ctx.app.inject({
    method: "POST",
    url: api(`/preview/site/${siteId}/share`),
    headers: { ...bearer(token), "accept-language": "en" },
    payload: body,
  });

const previewLogin = (id: string, email: string, password: string) =>
  ctx.app.inject({ method: "POST", url: api(`/preview/site/${id}/login`), payload: { email, password } });

describe("preview of a site's draft", () => {
  it("is refused without authentication", async () => {
    const response = await preview(siteId);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHORIZED");
  });

  it("shows the owner operator the draft, not the published snapshot, members-only content included", async () => {
    const response = await preview(siteId, bearer(ownerToken));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.name).toBe("Draft name");
    expect(body.lang).toBe("en");
    const pages = body.categories.flatMap((c: { pages: unknown[] }) => c.pages);
    expect(JSON.stringify(pages)).toContain("A1 edited in the draft");
    const locked = pages.find((p: { members_only_lock: boolean }) => p.members_only_lock);
    expect(locked.content.detail.main_text).toBe("Secret B2 (English)");

    const published = await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}?lang=en`) });
    expect(published.json().name).toBe("Fixture site");
  });

  it("shows operators above the owner's account too", async () => {
    expect((await preview(siteId, bearer(masterToken))).statusCode).toBe(200);
  });

  it("is refused to an operator of another account", async () => {
    expect((await preview(siteId, bearer(strangerToken))).statusCode).toBe(404);
    const token = await ctx.app.inject({
      method: "POST",
      url: api(`/preview/site/${siteId}/token`),
      headers: bearer(strangerToken),
    });
    expect(token.statusCode).toBe(404);
  });

  it("gives the operator a preview token that opens this site's preview only", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: api(`/preview/site/${siteId}/token`),
      headers: bearer(ownerToken),
    });
    expect(response.statusCode).toBe(200);
    const { token, expires_in } = response.json();
    expect(expires_in).toBeGreaterThan(0);
    expect((await preview(siteId, bearer(token))).statusCode).toBe(200);
    expect((await preview(otherSiteId, bearer(token))).statusCode).toBe(401);
    // A preview token is not an operator's access token.
    const me = await ctx.app.inject({
      method: "GET",
      url: api(`/preview/site/${siteId}/share`),
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(401);
  });

  it("answers only for the site's own hosts when a domain is named", async () => {
    const own = await preview(siteId, bearer(ownerToken), `?lang=en&domain=${siteId}.sites.localhost:3000`);
    expect(own.statusCode).toBe(200);
    const foreign = await preview(siteId, bearer(ownerToken), "?domain=evil.example.com");
    expect(foreign.statusCode).toBe(404);
  });
});

describe("preview share", () => {
  it("needs a passcode to be private", async () => {
    const response = await share({ emails: ["guest@example.com"], is_private: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A password is required when the preview is private.");
  });

  it("is managed only by operators reaching the site", async () => {
    expect((await share({ emails: [], is_private: false }, strangerToken)).statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: "GET",
      url: api(`/preview/site/${siteId}/share`),
      headers: bearer(strangerToken),
    });
    expect(list.statusCode).toBe(404);
  });

  it("invites e-mails by mail with a link to the preview on the site's origin", async () => {
    const response = await share({
      emails: ["Guest@Example.com", "second@example.com"],
      password: "peek-123",
      is_private: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("The preview has been shared.");
    expect(response.json().share).toMatchObject({
      is_private: true,
      has_password: true,
      emails: [{ email: "guest@example.com" }, { email: "second@example.com" }],
    });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "guest@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`http://${siteId}.sites.localhost:3000/site/${siteId}/preview`);

    const status = await ctx.app.inject({ method: "GET", url: api(`/share/status?site_id=${siteId}`) });
    expect(status.json()).toEqual({ shared: true, is_private: true, has_password: true });
  });

  it("admits an invited e-mail with the passcode, and nobody else", async () => {
    expect((await preview(siteId)).statusCode).toBe(401);
    expect((await previewLogin(siteId, "guest@example.com", "wrong-pass")).statusCode).toBe(401);
    expect((await previewLogin(siteId, "intruder@example.com", "peek-123")).statusCode).toBe(401);
    // The passcode alone does not open a private share.
    expect((await preview(siteId, { "x-preview-password": "peek-123" })).statusCode).toBe(401);

    const login = await previewLogin(siteId, "GUEST@example.com", "peek-123");
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    const response = await preview(siteId, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe("Draft name");
    expect((await preview(otherSiteId, bearer(token))).statusCode).toBe(401);
    const company = await ctx.app.inject({
      method: "GET",
      url: api(`/preview/site/${siteId}/company`),
      headers: bearer(token),
    });
    expect(company.statusCode).toBe(200);
  });

  it("ends a guest's sessions on revoke and closes the door on deletion", async () => {
    const first = (await previewLogin(siteId, "second@example.com", "peek-123")).json().token;
    const revoke = await ctx.app.inject({
      method: "PUT",
      url: api(`/preview/site/${siteId}/share/revoke`),
      headers: bearer(ownerToken),
      payload: { emails: ["second@example.com"], resend_all: false },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await preview(siteId, bearer(first))).statusCode).toBe(401);
    const again = (await previewLogin(siteId, "second@example.com", "peek-123")).json().token;
    expect((await preview(siteId, bearer(again))).statusCode).toBe(200);

    const removed = await ctx.app.inject({
      method: "DELETE",
      url: api(`/preview/site/${siteId}/share/emails`),
      headers: bearer(ownerToken),
      payload: { emails: ["second@example.com"] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().share.emails).toEqual([expect.objectContaining({ email: "guest@example.com" })]);
    expect((await preview(siteId, bearer(again))).statusCode).toBe(401);
    expect((await previewLogin(siteId, "second@example.com", "peek-123")).statusCode).toBe(401);
  });

  it("lets anyone with the link and the passcode see a share that is not private", async () => {
    expect((await share({ emails: [], is_private: false })).statusCode).toBe(200);
    const setPassword = await ctx.app.inject({
      method: "POST",
      url: api(`/preview/site/${siteId}/share/set-password`),
      headers: bearer(ownerToken),
      payload: { password: "new-pass-9" },
    });
    expect(setPassword.statusCode).toBe(200);
    expect((await preview(siteId)).statusCode).toBe(401);
    expect((await preview(siteId, { "x-preview-password": "peek-123" })).statusCode).toBe(401);
    expect((await preview(siteId, { "x-preview-password": "new-pass-9" })).statusCode).toBe(200);
  });

  it("sends every invitation again on request", async () => {
    const before = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "guest@example.com"));
    const response = await ctx.app.inject({
      method: "PUT",
      url: api(`/preview/site/${siteId}/share/revoke`),
      headers: bearer(ownerToken),
      payload: { emails: [], resend_all: true },
    });
    expect(response.statusCode).toBe(200);
    const after = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "guest@example.com"));
    expect(after.length).toBe(before.length + 1);
  });
});

describe("OpenAPI", () => {
  it("documents the preview, share and SEO calls with their wire names", async () => {
    const document = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = document.paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties: object } }> } }>
    >;
    for (const path of [
      "/api/v1/preview/site/{id}",
      "/api/v1/preview/site/{id}/login",
      "/api/v1/preview/site/{id}/token",
      "/api/v1/preview/site/{id}/share",
      "/api/v1/preview/site/{id}/share/revoke",
      "/api/v1/preview/site/{id}/share/status",
      "/api/v1/preview/site/{id}/share/emails",
      "/api/v1/preview/site/{id}/share/set-password",
      "/api/v1/preview/site/{id}/company",
      "/api/v1/share/status",
      "/api/v1/seo",
      "/api/v1/page/{page_id}/product",
    ]) {
      expect(paths[path], path).toBeDefined();
    }
    const shareBody =
      paths["/api/v1/preview/site/{id}/share"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(shareBody.properties)).toEqual(
      expect.arrayContaining(["emails", "password", "is_private"]),
    );
  });
});
