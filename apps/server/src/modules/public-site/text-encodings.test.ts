import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { EncodedText } from "./text-encodings.ts";

const page = new EncodedText(`<!doctype html><p>${"スワイプ ".repeat(500)}</p>`);

describe("encoded public HTML", () => {
  it("sends brotli when the browser accepts it, and the bytes decode to the page", () => {
    const { body, encoding } = page.for("gzip, deflate, br, zstd");
    expect(encoding).toBe("br");
    expect(brotliDecompressSync(body as Buffer).toString()).toBe(page.text);
    expect((body as Buffer).length).toBeLessThan(Buffer.byteLength(page.text) / 4);
  });

  it("falls back to gzip, and to plain text when nothing known is accepted", () => {
    const gz = page.for("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page.text);
    expect(page.for(undefined)).toEqual({ body: page.text, encoding: undefined });
    expect(page.for("identity")).toEqual({ body: page.text, encoding: undefined });
  });

  it("honours an encoding refused with q=0", () => {
    expect(page.for("br;q=0, gzip").encoding).toBe("gzip");
  });
});
