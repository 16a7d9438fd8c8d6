import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { siteId } from "../testing/fixtures";
import { getPreviewUrl, previewPageUrl } from "./get-preview-url";

const defaultAddress = `http://${siteId}.sites.localhost:3000/sites/${siteId}`;

beforeEach(() => {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("previewPageUrl", () => {
  it("is on the site's default origin when the list gives that address", () => {
    expect(previewPageUrl({ id: siteId, name: "Spring sale", siteUrl: defaultAddress })).toBe(
      `http://${siteId}.sites.localhost:3000/site/${siteId}/preview`,
    );
  });

  it("goes through the console's route, which redirects to the default origin, for a site on a custom domain", () => {
    expect(
      previewPageUrl({ id: siteId, name: "Spring sale", siteUrl: "https://shop.example.com/campaign" }),
    ).toBe(`${window.location.origin}/site/${siteId}/preview`);
  });

  it("goes through the console's route when the site's address is not at hand", () => {
    expect(previewPageUrl({ id: siteId, name: "Spring sale" })).toBe(
      `${window.location.origin}/site/${siteId}/preview`,
    );
  });
});

describe("getPreviewUrl", () => {
  it("carries the operator's preview token in the fragment, never in the query", async () => {
    stubFetch({
      [`POST /api/v1/preview/site/${siteId}/token`]: () => json(200, { token: "t.k/+", expiresIn: 3600 }),
    });
    const url = await getPreviewUrl({ id: siteId, name: "Spring sale", siteUrl: defaultAddress });
    expect(url).toBe(`http://${siteId}.sites.localhost:3000/site/${siteId}/preview#token=t.k%2F%2B`);
  });
});
