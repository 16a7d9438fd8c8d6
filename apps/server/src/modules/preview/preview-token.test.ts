import { describe, expect, it } from "vitest";
import { createAccessTokenSigner } from "../auth/access-token.ts";
import { createPreviewTokens, invitedPreviewTtlSeconds } from "./preview-token.ts";

const key = new TextEncoder().encode("k".repeat(32));
const siteId = "6f1c2d3e-0000-4000-8000-000000000001";

describe("preview tokens", () => {
  it("carry the site and the holder", async () => {
    const tokens = createPreviewTokens(key);
    const { token } = await tokens.sign(siteId, { kind: "invited", email: "guest@example.com" });
    expect(await tokens.verify(token)).toMatchObject({
      siteId,
      holder: { kind: "invited", email: "guest@example.com" },
    });
  });

  it("are not operator access tokens, and operator access tokens are not preview tokens", async () => {
    const tokens = createPreviewTokens(key);
    const operatorSigner = createAccessTokenSigner(key, 900);
    const { token } = await tokens.sign(siteId, { kind: "operator", operatorId: "op" });
    expect(await operatorSigner.verify(token)).toBeUndefined();
    expect(
      await tokens.verify(await operatorSigner.sign({ operatorId: "op", sessionVersion: 0 })),
    ).toBeUndefined();
  });

  it("expire", async () => {
    let clock = Date.now();
    const tokens = createPreviewTokens(key, () => clock);
    const { token } = await tokens.sign(siteId, { kind: "invited", email: "guest@example.com" });
    clock += (invitedPreviewTtlSeconds + 1) * 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
