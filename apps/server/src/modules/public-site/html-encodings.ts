import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A rendered page and its compressed forms, each made once, on the first request that wants it. */
export class EncodedHtml {
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly html: string) {}

  /** The best form the client accepts: brotli, then gzip, else the plain text. */
  for(acceptEncoding: string | undefined): { body: string | Buffer; encoding: "br" | "gzip" | undefined } {
    const accepted = parseAcceptEncoding(acceptEncoding);
    if (accepted.has("br")) {
      // A middle quality: pages vary by query string, so many are compressed once each.
      this.br ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return { body: this.br, encoding: "br" };
    }
    if (accepted.has("gzip")) {
      this.gzip ??= gzipSync(this.html, { level: 6 });
      return { body: this.gzip, encoding: "gzip" };
    }
    return { body: this.html, encoding: undefined };
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
