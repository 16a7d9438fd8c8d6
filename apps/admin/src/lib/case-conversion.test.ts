import { describe, expect, it } from "vitest";
import { camelizeKeys, snakifyKeys, toCamelCase, toSnakeCase } from "./case-conversion";

describe("key case conversion", () => {
  it("turns snake_case keys into camelCase", () => {
    expect(toCamelCase("must_change_password")).toBe("mustChangePassword");
    expect(toCamelCase("user_type_id")).toBe("userTypeId");
    expect(toCamelCase("already")).toBe("already");
    expect(toCamelCase("page_2_title")).toBe("page2Title");
  });

  it("turns camelCase keys into snake_case", () => {
    expect(toSnakeCase("confirmPassword")).toBe("confirm_password");
    expect(toSnakeCase("mustChangePassword")).toBe("must_change_password");
    expect(toSnakeCase("plain")).toBe("plain");
    expect(toSnakeCase("apiURLPrefix")).toBe("api_url_prefix");
  });

  it("converts nested objects and arrays of objects, leaving values alone", () => {
    const wire = {
      access_token: "a_b",
      user: { user_type_id: "master", account: { company_name: "Acme_Co" }, navigation: ["user-list"] },
      fields: [{ path: "confirm_password", message: "x" }],
    };
    const camel = camelizeKeys(wire);
    expect(camel).toEqual({
      accessToken: "a_b",
      user: { userTypeId: "master", account: { companyName: "Acme_Co" }, navigation: ["user-list"] },
      fields: [{ path: "confirm_password", message: "x" }],
    });
    expect(snakifyKeys(camel)).toEqual(wire);
  });

  it("leaves dates, blobs and primitives untouched", () => {
    const date = new Date(0);
    const blob = new Blob(["x"]);
    expect(camelizeKeys({ created_at: date, file_blob: blob, n: null })).toEqual({
      createdAt: date,
      fileBlob: blob,
      n: null,
    });
    expect(snakifyKeys("keepMe")).toBe("keepMe");
    expect(snakifyKeys(undefined)).toBeUndefined();
  });
});
