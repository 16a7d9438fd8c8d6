import { describe, expect, it } from "vitest";
import { parsesAsScript } from "./link-actions.ts";

describe("script actions", () => {
  it("accept only text that parses as JavaScript, without running it", () => {
    expect(parsesAsScript("window.__ran = true")).toBe(true);
    expect((globalThis as { __ran?: boolean }).__ran).toBeUndefined();
    expect(parsesAsScript("alert(")).toBe(false);
    expect(parsesAsScript("not javascript at all")).toBe(false);
  });
});
