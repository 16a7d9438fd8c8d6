import type { ViewerServerEntry } from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notices, siteDomains, sites } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { startTestDnsServer, type TestDnsServer } from "../../testing/test-dns-server.ts";
import { rendererFrom } from "../public-site/viewer-renderer.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";
import { tenant } from "../sites/site-test-helpers.ts";

const viewerSource = new URL("../../../../viewer/src/entry-server.tsx", import.meta.url).pathname;
// The app is built in a later beforeAll, once the DNS server's port is known.
const env: Record<string, string> = { LOG_LEVEL: "error" };
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  env.DNS_SERVERS = dns.address;
});
afterAll(() => dns?.close());
const ctx = useTestApp({
  env,
  loadViewerRenderer: async () =>
    rendererFrom((await import(/* @vite-ignore */ viewerSource)) as ViewerServerEntry, {
      scripts: ["/viewer/assets/entry.js"],
      css: "",
      preloads: [],
    }),
});

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
let owner: Awaited<ReturnType<typeof tenant>>;
let light: Awaited<ReturnType<typeof tenant>>;

async function publishedSite(accountId: string) {
  const id = await insertSiteDraft(ctx.database.db, { ...siteFixture(accountId), customDomain: null });
  await publishSite(ctx.database.db, id, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
  return id;
}

beforeAll(async () => {
  // The fake clock drives every check here; the app's own minute job stays out of the way.
  await ctx.app.jobs.stop();
  const master = await createAccount(ctx, { kind: "master" });
  owner = await tenant(ctx, { parent: master, plan: "standard" });
  light = await tenant(ctx, { parent: master, plan: "light" });
});

const call = (
  token: string,
  method: "GET" | "PUT" | "POST" | "DELETE",
  path: string,
  payload?: object,
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url: api(path),
    headers: { ...bearer(token), "accept-language": lang },
    ...(payload ? { payload } : {}),
  });
const setDomain = (siteId: string, domain: string, lang = "en") =>
  call(owner.token, "PUT", `/site/${siteId}/domain`, { domain }, lang);
const row = async (siteId: string) =>
  (await ctx.database.db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId)))[0]!;
const check = async (siteId: string, at: Date) => ctx.app.domains.verifier.check(await row(siteId), at);
const onHost = (host: string, url = "/") =>
  ctx.app.inject({ method: "GET", url, headers: { host, accept: "text/html" } });
const ask = (domain: string) =>
  ctx.app.inject({ method: "GET", url: api(`/domains/tls-ask?domain=${domain}`) });
const noticesOf = async (accountPath: string, key: string) =>
  ctx.database.db
    .select({ params: notices.messageParams })
    .from(notices)
    .where(and(eq(notices.audiencePath, accountPath), eq(notices.messageKey, key)));
const mailsOf = (template: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, template));

/** Records that verify `domain` for `siteId`. */
function serve(domain: string, siteId: string, token: string) {
  dns.set(domain, "CNAME", [`${siteId}.sites.localhost`]);
  dns.set(`_mekuri-challenge.${domain}`, "TXT", [token]);
}

describe("setting a custom domain (step 1)", () => {
  let siteId: string;
  beforeAll(async () => {
    siteId = await publishedSite(owner.account.id);
  });

  it.each([
    ["not a domain!!", "This is not a valid domain name"],
    ["https://lp.example.com", "without http:// or https://"],
    ["lp.example.com/path", "without a path"],
    ["lp.example.com:8443", "without a port number"],
    ["*.example.com", "Wildcard domains"],
    ["203.0.113.7", "An IP address cannot be used"],
    [`${"a".repeat(64)}.example.com`, "at most 63 characters"],
    [`${Array(5).fill("a".repeat(60)).join(".")}.com`, "at most 253 characters"],
    ["abc.sites.localhost", "belongs to the service itself"],
    ["co.jp", "not a registrable domain"],
  ])("refuses %j with its reason under the field", async (domain, reason) => {
    const response = await setDomain(siteId, domain);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toEqual([{ path: "domain", message: expect.stringContaining(reason) }]);
  });

  it("says why in the operator's language", async () => {
    const response = await setDomain(siteId, "*.example.com", "ja");
    expect(response.json().fields[0].message).toBe(
      "ワイルドカードドメイン（*.example.com）は使用できません。ドメインを1つ入力してください。",
    );
  });

  it("is refused on a plan without custom domains", async () => {
    const own = await publishedSite(light.account.id);
    const response = await call(light.token, "PUT", `/site/${own}/domain`, { domain: "lp.example.net" });
    expect(response.statusCode).toBe(403);
  });

  it("does not reach another tenant's site", async () => {
    const response = await call(light.token, "PUT", `/site/${siteId}/domain`, { domain: "x.example.net" });
    expect(response.statusCode).toBe(404);
  });

  it("turns an internationalised name into punycode and lists the records to create", async () => {
    const response = await setDomain(siteId, "キャンペーン.例え.jp");
    expect(response.statusCode).toBe(200);
    const status = response.json().domain;
    expect(status).toMatchObject({
      domain: "xn--nckwe0a5db7c.xn--r8jz45g.jp",
      state: "pending",
      apex: false,
    });
    const { token } = await row(siteId);
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(status.records).toEqual([
      { type: "CNAME", name: "xn--nckwe0a5db7c.xn--r8jz45g.jp", value: `${siteId}.sites.localhost` },
      { type: "TXT", name: "_mekuri-challenge.xn--nckwe0a5db7c.xn--r8jz45g.jp", value: token },
    ]);
    // The site keeps serving on its default address while its domain is checked.
    expect((await ctx.database.db.select().from(sites).where(eq(sites.id, siteId)))[0]!.status).toBe(
      "PUBLISH",
    );
  });

  it("gives every attempt a new token, but keeps it while the same domain is pending", async () => {
    const first = (await setDomain(siteId, "token.example.com")).json().domain.records[1].value;
    expect((await setDomain(siteId, "token.example.com")).json().domain.records[1].value).toBe(first);
    await setDomain(siteId, "other.example.com");
    const again = (await setDomain(siteId, "token.example.com")).json().domain.records[1].value;
    expect(again).not.toBe(first);
  });

  it("refuses a domain another site already uses", async () => {
    const other = await publishedSite(owner.account.id);
    expect((await setDomain(other, "token.example.com")).json().fields[0].message).toContain(
      "already used by another site",
    );
  });

  it("offers A/AAAA records instead of a CNAME for an apex domain", async () => {
    dns.set(`${siteId}.sites.localhost`, "A", ["192.0.2.44"]);
    const status = (await setDomain(siteId, "apex-example.com")).json().domain;
    expect(status.apex).toBe(true);
    expect(status.records[0]).toEqual({ type: "A", name: "apex-example.com", value: "192.0.2.44" });
  });
});

describe("verification", () => {
  let siteId: string;
  const domain = "lp.shop-example.com";
  const t0 = new Date(Date.now() + minute);

  beforeAll(async () => {
    siteId = await publishedSite(owner.account.id);
    expect((await setDomain(siteId, domain)).statusCode).toBe(200);
  });

  it("goes pending → dns_found → active as the records appear, saying what is missing at each step", async () => {
    const { token } = await row(siteId);
    let state = await check(siteId, t0);
    expect(state).toMatchObject({ state: "pending", problem: "noRecord" });
    expect(state.nextCheckAt).toEqual(new Date(t0.getTime() + minute));

    dns.set(domain, "CNAME", ["somewhere.example.net"]);
    state = await check(siteId, new Date(t0.getTime() + minute));
    expect(state).toMatchObject({ state: "pending", problem: "pointsElsewhere" });

    dns.set(domain, "CNAME", [`${siteId}.sites.localhost`]);
    state = await check(siteId, new Date(t0.getTime() + 2 * minute));
    expect(state).toMatchObject({ state: "dns_found", problem: "txtMissing" });

    dns.set(`_mekuri-challenge.${domain}`, "TXT", ["an-old-token"]);
    state = await check(siteId, new Date(t0.getTime() + 3 * minute));
    expect(state).toMatchObject({ state: "dns_found", problem: "txtWrong" });

    dns.set(`_mekuri-challenge.${domain}`, "TXT", [token]);
    dns.set("shop-example.com", "CAA", [{ flags: 0, tag: "issue", value: "digicert.com" }]);
    state = await check(siteId, new Date(t0.getTime() + 4 * minute));
    expect(state).toMatchObject({ state: "dns_found", problem: "caaForbids" });
    expect(await ask(domain).then((r) => r.statusCode)).toBe(404);
    expect((await onHost(domain)).statusCode).toBe(404);

    dns.set("shop-example.com", "CAA", [{ flags: 0, tag: "issue", value: "letsencrypt.org" }]);
    state = await check(siteId, new Date(t0.getTime() + 5 * minute));
    expect(state).toMatchObject({ state: "active", problem: null });
    expect(state.nextCheckAt).toEqual(new Date(t0.getTime() + 5 * minute + day));
  });

  it("serves the site on the domain with the site origin's security headers once active", async () => {
    const [site] = await ctx.database.db.select().from(sites).where(eq(sites.id, siteId));
    expect(site!.customDomain).toBe(domain);
    const response = await onHost(domain);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("A1（日本語）");
    expect(response.headers["content-security-policy"]).toContain("default-src *");
    expect(response.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' http://localhost:3000",
    );
  });

  it("tells the owner: a system notification and a mail", async () => {
    expect(await noticesOf(owner.account.path, "notices.domainVerified")).toEqual([
      { params: expect.objectContaining({ domain, site: "Fixture site" }) },
    ]);
    const mails = (await mailsOf("domainVerified")).filter((m) => m.textBody.includes(domain));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`https://${domain}/`);
  });

  it("answers the TLS proxy's question from memory: yes for an active domain only", async () => {
    expect((await ask(domain)).statusCode).toBe(200);
    expect((await ask(domain.toUpperCase())).statusCode).toBe(200);
    expect((await ask("unknown.example.org")).statusCode).toBe(404);
    expect((await ask("")).statusCode).toBe(404);
  });

  it("limits the TLS proxy's questions per address", async () => {
    const answers = await Promise.all(
      Array.from({ length: 110 }, () =>
        ctx.app.inject({
          method: "GET",
          url: api(`/domains/tls-ask?domain=${domain}`),
          remoteAddress: "198.51.100.9",
        }),
      ),
    );
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.headers["retry-after"]).toBe("1");
    expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(100);
    // Another address is not held back by the first one's flood.
    expect((await ask(domain)).statusCode).toBe(200);
  });

  it("shows the active domain as the site's URL in the site list", async () => {
    const list = await call(owner.token, "GET", "/site?page=1&size=50");
    const item = list.json().items.find((i: { id: string }) => i.id === siteId);
    expect(item.site_url).toBe(`https://${domain}/`);
    expect(item.domain).toEqual({ name: domain, state: "active", problem: null });
    expect(item.status).toBe("PUBLISH");
  });

  it("keeps an active domain whose records vanish for 7 days with a warning, then stops it with notice", async () => {
    const { activeSince } = await row(siteId);
    const start = activeSince!.getTime();
    dns.remove(domain);
    let state = await check(siteId, new Date(start + day));
    expect(state).toMatchObject({ state: "active", problem: "noRecord" });
    expect(state.missingSince).toEqual(new Date(start + day));
    expect(state.nextCheckAt).toEqual(new Date(start + day + hour));
    expect(await noticesOf(owner.account.path, "notices.domainWarning")).toHaveLength(1);
    expect((await onHost(domain)).statusCode).toBe(200);

    state = await check(siteId, new Date(start + 3 * day));
    expect(state.state).toBe("active");
    expect(await noticesOf(owner.account.path, "notices.domainWarning")).toHaveLength(1);

    state = await check(siteId, new Date(start + 8 * day));
    expect(state).toMatchObject({ state: "failed", problem: "recordsRemoved", nextCheckAt: null });
    expect(await noticesOf(owner.account.path, "notices.domainDeactivated")).toHaveLength(1);
    expect(await mailsOf("domainDeactivated")).toHaveLength(1);
    expect((await onHost(domain)).statusCode).toBe(404);
    expect((await ask(domain)).statusCode).toBe(404);
    // The default address never stopped.
    const own = await ctx.app.inject({
      method: "GET",
      url: `/sites/${siteId}/A1`,
      headers: { host: `${siteId}.sites.localhost:3000` },
    });
    expect(own.statusCode).toBe(200);
  });

  it("clears the warning when the records come back within the 7 days", async () => {
    const other = await publishedSite(owner.account.id);
    await setDomain(other, "back.shop-example.com");
    serve("back.shop-example.com", other, (await row(other)).token);
    const active = await check(other, t0);
    expect(active.state).toBe("active");
    dns.remove("back.shop-example.com");
    expect((await check(other, new Date(t0.getTime() + day))).missingSince).not.toBeNull();
    serve("back.shop-example.com", other, (await row(other)).token);
    const restored = await check(other, new Date(t0.getTime() + day + hour));
    expect(restored).toMatchObject({ state: "active", problem: null, missingSince: null });
    expect(restored.nextCheckAt).toEqual(new Date(t0.getTime() + 2 * day + hour));
  });
});

describe("backoff, DNS failures and the 72 hours", () => {
  it("retries a DNS that fails or times out instead of failing the domain", async () => {
    const siteId = await publishedSite(owner.account.id);
    const domain = "flaky.example.org";
    await setDomain(siteId, domain);
    const t0 = (await row(siteId)).startedAt.getTime();
    dns.failing(domain, "servfail");
    const state = await check(siteId, new Date(t0 + 2 * hour));
    expect(state).toMatchObject({ state: "pending", problem: "dnsUnreachable" });
    expect(state.nextCheckAt).toEqual(new Date(t0 + 2 * hour + 5 * minute));
    dns.failing(domain, null);
  });

  it("checks less often as time passes", async () => {
    const siteId = await publishedSite(owner.account.id);
    await setDomain(siteId, "slow.example.org");
    const t0 = (await row(siteId)).startedAt.getTime();
    const delays: number[] = [];
    for (const elapsed of [0, 2 * hour, 12 * hour, 48 * hour]) {
      const state = await check(siteId, new Date(t0 + elapsed));
      delays.push(state.nextCheckAt!.getTime() - (t0 + elapsed));
    }
    expect(delays).toEqual([minute, 5 * minute, 15 * minute, hour]);
  });

  it("runs only the checks that are due", async () => {
    const siteId = await publishedSite(owner.account.id);
    await setDomain(siteId, "due.example.org");
    const { startedAt } = await row(siteId);
    await check(siteId, startedAt);
    const before = (await row(siteId)).lastCheckedAt;
    await ctx.app.domains.verifier.checkDue(new Date(startedAt.getTime() + 30_000));
    expect((await row(siteId)).lastCheckedAt).toEqual(before);
    await ctx.app.domains.verifier.checkDue(new Date(startedAt.getTime() + minute));
    expect((await row(siteId)).lastCheckedAt).toEqual(new Date(startedAt.getTime() + minute));
  });

  it("fails after 72 hours with the last problem, and tells the owner what to fix", async () => {
    const siteId = await publishedSite(owner.account.id);
    const domain = "never.example.org";
    await setDomain(siteId, domain);
    dns.set(domain, "CNAME", [`${siteId}.sites.localhost`]);
    const t0 = (await row(siteId)).startedAt.getTime();
    expect((await check(siteId, new Date(t0 + 71 * hour))).state).toBe("dns_found");
    const state = await check(siteId, new Date(t0 + 72 * hour));
    expect(state).toMatchObject({ state: "failed", problem: "txtMissing", nextCheckAt: null });
    const [mail] = (await mailsOf("domainFailed")).filter((m) => m.textBody.includes(domain));
    // In the site's default language (operators keep no language of their own).
    expect(mail!.textBody).toContain(`TXT レコード _mekuri-challenge.${domain} がまだ見つかりません。`);
    expect((await noticesOf(owner.account.path, "notices.domainFailed")).length).toBeGreaterThan(0);
    // A failed attempt is not checked again until the operator starts another.
    expect((await check(siteId, new Date(t0 + 80 * hour))).lastCheckedAt).toEqual(new Date(t0 + 72 * hour));
    const site = (await ctx.database.db.select().from(sites).where(eq(sites.id, siteId)))[0]!;
    expect(site.status).toBe("PUBLISH");
  });

  it("names a CNAME loop", async () => {
    const siteId = await publishedSite(owner.account.id);
    await setDomain(siteId, "loop.example.org");
    dns.set("loop.example.org", "CNAME", ["loop2.example.org"]);
    dns.set("loop2.example.org", "CNAME", ["loop.example.org"]);
    const state = await check(siteId, (await row(siteId)).startedAt);
    expect(state).toMatchObject({ state: "pending", problem: "cnameLoop" });
  });

  it("accepts an apex whose addresses are the sites domain's (A/AAAA instead of CNAME)", async () => {
    const siteId = await publishedSite(owner.account.id);
    const domain = "apex-shop.com";
    dns.set(`${siteId}.sites.localhost`, "A", ["192.0.2.80"]);
    await setDomain(siteId, domain);
    dns.set(domain, "A", ["192.0.2.80"]);
    dns.set(`_mekuri-challenge.${domain}`, "TXT", [(await row(siteId)).token]);
    expect((await check(siteId, (await row(siteId)).startedAt)).state).toBe("active");
  });
});

describe("changing and removing a domain", () => {
  let siteId: string;
  const first = "first.change-example.com";

  beforeAll(async () => {
    siteId = await publishedSite(owner.account.id);
    await setDomain(siteId, first);
    serve(first, siteId, (await row(siteId)).token);
    await check(siteId, new Date());
    expect((await onHost(first)).statusCode).toBe(200);
  });

  it("checks now on request and answers the live state", async () => {
    const response = await call(owner.token, "POST", `/site/${siteId}/domain/check`);
    expect(response.statusCode).toBe(200);
    expect(response.json().domain).toMatchObject({ domain: first, state: "active" });
    const read = await call(owner.token, "GET", `/site/${siteId}/domain`);
    expect(read.json().domain.state).toBe("active");
  });

  it("has the TLS question's answer follow a change once the change's own invalidation returns", async () => {
    const other = await publishedSite(owner.account.id);
    await ctx.database.db
      .update(sites)
      .set({ customDomain: "third.change-example.com" })
      .where(eq(sites.id, other));
    await ctx.app.published.invalidate(other);
    expect(ctx.app.domains.active.has("third.change-example.com")).toBe(true);
    await ctx.database.db.update(sites).set({ customDomain: null }).where(eq(sites.id, other));
    await ctx.app.published.invalidate(other);
    expect(ctx.app.domains.active.has("third.change-example.com")).toBe(false);
  });

  it("stops the old domain at once when it changes, and verifies the new one", async () => {
    const response = await setDomain(siteId, "second.change-example.com");
    expect(response.json().domain.state).toBe("pending");
    expect((await onHost(first)).statusCode).toBe(404);
    expect((await ask(first)).statusCode).toBe(404);
    expect((await onHost("second.change-example.com")).statusCode).toBe(404);
  });

  it("goes back to the default address alone when removed", async () => {
    const response = await call(owner.token, "DELETE", `/site/${siteId}/domain`);
    expect(response.statusCode).toBe(200);
    expect((await call(owner.token, "GET", `/site/${siteId}/domain`)).json()).toEqual({ domain: null });
    const check404 = await call(owner.token, "POST", `/site/${siteId}/domain/check`);
    expect(check404.statusCode).toBe(404);
  });
});
