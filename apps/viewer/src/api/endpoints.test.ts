import { afterEach, describe, expect, it, vi } from "vitest";
import { postCampaignClick, postPopupClick } from "./endpoints.ts";

afterEach(() => vi.unstubAllGlobals());

describe("click counters", () => {
  it.each([
    [
      "popup",
      () => postPopupClick("site-1", "popup-1", "session-1", "ja"),
      "/api/v1/end-user/popup/popup-1/click",
      { site_id: "site-1", session_id: "session-1" },
    ],
    [
      "campaign",
      () => postCampaignClick("site-1", "item-1", "ja"),
      "/api/v1/end-user/campaign/item-1/click",
      { site_id: "site-1" },
    ],
  ])("names the site (and for a popup the session) in the body of a %s click", async (_, post, url, body) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ count: 3 })));
    vi.stubGlobal("fetch", fetch);
    await expect(post()).resolves.toEqual({ count: 3 });
    const [calledUrl, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(body);
  });
});
