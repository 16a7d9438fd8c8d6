import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("avatar initials", () => {
  it("takes the first letters of the first and last word of a Latin name", () => {
    expect(initialsOf("Hanako Yamada")).toBe("HY");
    expect(initialsOf("ana maria  de souza")).toBe("AS");
    expect(initialsOf("admin")).toBe("AD");
  });

  it("takes the first character of a Japanese, Chinese or Korean name", () => {
    expect(initialsOf("山田 花子")).toBe("山");
    expect(initialsOf("김민준")).toBe("김");
    expect(initialsOf("やまだ")).toBe("や");
  });

  it("has a placeholder for an empty name", () => {
    expect(initialsOf("  ")).toBe("?");
  });
});
