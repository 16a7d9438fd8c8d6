import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDnsServer, type TestDnsServer } from "../../testing/test-dns-server.ts";
import { createDnsLookup, DnsUnavailable } from "./dns-lookup.ts";

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
});
afterAll(() => dns.close());

describe("the DNS lookup of DNS_SERVERS", () => {
  it("reads CNAME, addresses, joined TXT strings and CAA from the configured server", async () => {
    dns.set("lp.example.com", "CNAME", ["Site.Sites.Example.net."]);
    dns.set("both.example.com", "A", ["192.0.2.1"]);
    dns.set("both.example.com", "AAAA", ["2001:db8::1"]);
    dns.set("_mekuri-challenge.lp.example.com", "TXT", ["token-1"]);
    dns.set("example.com", "CAA", [{ flags: 0, tag: "issue", value: "letsencrypt.org" }]);
    const lookup = createDnsLookup({ servers: [dns.address] });
    expect(await lookup.cname("lp.example.com")).toEqual(["site.sites.example.net"]);
    expect(await lookup.addresses("both.example.com")).toEqual(["192.0.2.1", "2001:db8::1"]);
    expect(await lookup.txt("_mekuri-challenge.lp.example.com")).toEqual(["token-1"]);
    expect(await lookup.caa("example.com")).toEqual([{ critical: 0, issue: "letsencrypt.org" }]);
  });

  it("answers no records for a name that does not exist or has none of the type", async () => {
    const lookup = createDnsLookup({ servers: [dns.address] });
    expect(await lookup.cname("missing.example.com")).toEqual([]);
    expect(await lookup.txt("both.example.com")).toEqual([]);
  });

  it("tells a DNS that fails or does not answer apart from one without records", async () => {
    const lookup = createDnsLookup({ servers: [dns.address], timeoutMs: 200, tries: 1 });
    dns.failing("broken.example.com", "servfail");
    dns.failing("silent.example.com", "timeout");
    await expect(lookup.cname("broken.example.com")).rejects.toBeInstanceOf(DnsUnavailable);
    await expect(lookup.txt("silent.example.com")).rejects.toMatchObject({ code: "ETIMEOUT" });
  });
});
