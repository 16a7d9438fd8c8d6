import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A text answer (a rendered page, a published snapshot's JSON) and its compressed forms, each made
 * once, on the first request that wants it.
 */
export class EncodedText {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  /**
   * `brotliQuality`: a middle 5 by default (pages vary by query string, so many are compressed once
   * each); 11 for a text made once per published version.
   */
  constructor(
    readonly text: string,
    private readonly brotliQuality = 5,
  ) {}

  /** The best form the client accepts: brotli, then gzip, else the plain text. */
  for(acceptEncoding: string | undefined): { body: string | Buffer; encoding: "br" | "gzip" | undefined } {
    const accepted = parseAcceptEncoding(acceptEncoding);
    if (accepted.has("br")) {
      this.br ??= brotliCompressSync(this.text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: this.brotliQuality },
      });
      return { body: this.br, encoding: "br" };
    }
    if (accepted.has("gzip")) {
      this.gzip ??= gzipSync(this.text, { level: 6 });
      return { body: this.gzip, encoding: "gzip" };
    }
    return { body: this.text, encoding: undefined };
  }
}

function parseAcceptEncoding(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}
