import { describe, expect, it } from "vitest";
import { passwordProblems } from "./password.ts";

describe("passwordProblems", () => {
  it("accepts a password with every character class inside 8 to 20 characters", () => {
    expect(passwordProblems("Abcdef1@")).toEqual([]);
    expect(passwordProblems("Xy9[]-=,.?Xy9[]-=,.?")).toEqual([]);
  });

  it("refuses lengths outside 8 to 20", () => {
    expect(passwordProblems("Ab1@xyz")).toEqual(["length"]);
    expect(passwordProblems("Abcdefghij1@abcdefghi")).toEqual(["length"]);
  });

  it.each([
    ["no lowercase", "ABCDEF1@"],
    ["no uppercase", "abcdef1@"],
    ["no digit", "Abcdefg@"],
    ["no special", "Abcdefg1"],
    ["a space", "Abc def1@"],
    ["a special outside the list", "Abcdef1@!"],
  ])("refuses a password with %s", (_, value) => {
    expect(passwordProblems(value)).toEqual(["strength"]);
  });
});
