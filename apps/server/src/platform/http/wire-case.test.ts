import { describe, expect, it } from "vitest";
import { snakeJsonSchema, toCamelKeys, toSnakeKeys } from "./wire-case.ts";

describe("wire case", () => {
  it("converts nested keys both ways and leaves values alone", () => {
    const wire = { access_token: "a_b", user: { must_change_password: true, list: [{ company_name: "X" }] } };
    const camel = { accessToken: "a_b", user: { mustChangePassword: true, list: [{ companyName: "X" }] } };
    expect(toCamelKeys(wire)).toEqual(camel);
    expect(toSnakeKeys(camel)).toEqual(wire);
  });

  it("converts a parsed query string, whose prototype chain ends early", () => {
    function Empty() {}
    Empty.prototype = Object.create(null);
    const query = new (Empty as unknown as new () => Record<string, string>)();
    query.site_id = "s1";
    expect(toCamelKeys(query)).toEqual({ siteId: "s1" });
  });

  it("keeps dates and other non-plain objects intact", () => {
    const when = new Date("2026-01-01T00:00:00Z");
    expect(toSnakeKeys({ sentAt: when })).toEqual({ sent_at: when });
  });

  it("renames properties and required names in a JSON schema", () => {
    const schema = {
      type: "object",
      properties: {
        confirmPassword: { type: "string" },
        properties: { type: "object", properties: { aB: {} } },
      },
      required: ["confirmPassword"],
    };
    expect(snakeJsonSchema(schema)).toEqual({
      type: "object",
      properties: {
        confirm_password: { type: "string" },
        properties: { type: "object", properties: { a_b: {} } },
      },
      required: ["confirm_password"],
    });
  });
});
