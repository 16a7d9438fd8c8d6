import { describe, expect, it } from "vitest";
import { camelizeKeys, snakeizeKeys } from "./case.ts";

describe("wire case conversion", () => {
  it("turns snake_case keys into camelCase, deeply, leaving values alone", () => {
    expect(
      camelizeKeys({ page_id: "p_1", content: { main_text: "a_b", sns_config: [{ sns_type: "x" }] } }),
    ).toEqual({
      pageId: "p_1",
      content: { mainText: "a_b", snsConfig: [{ snsType: "x" }] },
    });
  });

  it("turns camelCase keys into snake_case", () => {
    expect(snakeizeKeys([{ siteId: "s", occurredAt: 1, variationId: null }])).toEqual([
      { site_id: "s", occurred_at: 1, variation_id: null },
    ]);
  });
});
