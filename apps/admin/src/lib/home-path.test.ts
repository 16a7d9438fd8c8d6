import { describe, expect, it } from "vitest";
import { homePathOf, withUserTypePrefix } from "./home-path";

describe("where an operator belongs", () => {
  it("lands on the first navigation item under the user-type prefix", () => {
    expect(homePathOf({ userTypeId: "master", navigation: ["summary", "user-list"] })).toBe(
      "/master/summary",
    );
    expect(homePathOf({ userTypeId: "adminuser", navigation: ["site-list"] })).toBe("/adminuser/site-list");
  });

  it("lands on the prefix itself when no navigation item is granted", () => {
    expect(homePathOf({ userTypeId: "admin", navigation: [] })).toBe("/admin");
  });

  it("moves a path under another prefix, keeping the rest", () => {
    expect(withUserTypePrefix("/master/site/12", "adminuser")).toBe("/adminuser/site/12");
    expect(withUserTypePrefix("/admin", "master")).toBe("/master");
    expect(withUserTypePrefix("/admin/", "master")).toBe("/master/");
  });
});
