// @vitest-environment happy-dom
// biome-ignore-all lint/suspicious/noDocumentCookie: the test sets the cookies an earlier visit left.
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeCookie } from "../lib/cookies.ts";
import { ensureSessionId, renewVisitorCookies } from "./session.ts";

vi.mock("../lib/cookies.ts", async (original) => ({
  ...(await original<typeof import("../lib/cookies.ts")>()),
  writeCookie: vi.fn(),
}));

const fourHundredDays = 400 * 86_400;

afterEach(() => {
  vi.mocked(writeCookie).mockClear();
  document.cookie = "sessionId=; max-age=0";
  document.cookie = "variationId=; max-age=0";
});

describe("the visitor's long-lived cookies", () => {
  it("asks for no more than the 400 days browsers keep when it makes the session id", () => {
    const id = ensureSessionId();
    expect(writeCookie).toHaveBeenCalledWith("sessionId", id, { maxAgeSeconds: fourHundredDays });
  });

  it("renews the session and variation cookies on each visit, keeping their values", () => {
    document.cookie = "sessionId=visitor-1";
    document.cookie = "variationId=variation-b";
    renewVisitorCookies();
    expect(vi.mocked(writeCookie).mock.calls).toEqual([
      ["sessionId", "visitor-1", { maxAgeSeconds: fourHundredDays }],
      ["variationId", "variation-b", { maxAgeSeconds: fourHundredDays }],
    ]);
  });
});
