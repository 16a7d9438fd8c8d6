import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp({
  env: {
    S3_BUCKET: "mekuri-media",
    S3_REGION: "ap-northeast-1",
    S3_PUBLIC_URL: "https://cdn.example.com",
  },
});

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("the console's policy with media in an object store", () => {
  it("lets the browser PUT to the store and show media from its public address, nothing more", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://mekuri-media.s3.ap-northeast-1.amazonaws.com",
    );
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: https://cdn.example.com");
    expect(directive(csp, "media-src")).toBe("media-src 'self' blob: https://cdn.example.com");
    expect(directive(csp, "script-src")).toBe("script-src 'self'");
  });
});
