import { afterEach, describe, expect, it, vi } from "vitest";
import { postCampaignClick, postPopupClick } from "./endpoints.ts";

afterEach(() => vi.unstubAllGlobals());

describe("click counters", () => {
  it.each([
    ["popup", () => postPopupClick("site-1", "popup-1", "ja"), "/api/v1/end-user/popup/popup-1/click"],
    ["campaign", () => postCampaignClick("site-1", "item-1", "ja"), "/api/v1/end-user/campaign/item-1/click"],
  ])("names the site in the body of a %s click, as the server requires", async (_, post, url) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ count: 3 })));
    vi.stubGlobal("fetch", fetch);
    await expect(post()).resolves.toEqual({ count: 3 });
    const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ site_id: "site-1" });
  });
});
