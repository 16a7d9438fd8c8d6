import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Font } from "fontkit";

/**
 * PDFs embed a subset of Noto Sans CJK so Japanese, Chinese and Korean read the same in every PDF
 * reader (the standard PDF fonts have no CJK glyphs). Debian's `fonts-noto-cjk` puts the collection
 * at the first path; the others are where other distributions put the same file.
 */
const REGULAR_CANDIDATES = [
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
];

export const CJK_FONT_PACKAGE = "fonts-noto-cjk";

export class PdfFontMissingError extends Error {
  constructor() {
    super(
      `PDF export needs the Noto Sans CJK font (Debian/Ubuntu package ${CJK_FONT_PACKAGE}: ` +
        `apt-get install ${CJK_FONT_PACKAGE}); looked for ${REGULAR_CANDIDATES.join(", ")}`,
    );
    this.name = "PdfFontMissingError";
  }
}

/** The collection's face for each UI language: the same code points take regional glyph shapes. */
const FACE_OF_LANGUAGE: Record<string, string> = {
  ja: "NotoSansCJKjp",
  en: "NotoSansCJKjp",
  zh: "NotoSansCJKsc",
  ko: "NotoSansCJKkr",
};

export interface CjkFont {
  /**
   * The parsed faces for a language; bold falls back to regular when the bold collection is not
   * installed. Parsed once per face and kept: parsing the collection took about as long as laying
   * out and subsetting a one-page invoice, and each document still makes its own subset.
   */
  faces(language: string): { regular: Font; bold: Font };
}

export function cjkFontPath(): string | undefined {
  return REGULAR_CANDIDATES.find((candidate) => existsSync(candidate));
}

export function cjkFontAvailable(): boolean {
  return cjkFontPath() !== undefined;
}

let loaded: Promise<CjkFont> | undefined;

/** Read once per process: the collections are ~20 MB each, every document takes its glyphs from them. */
export function loadCjkFont(): Promise<CjkFont> {
  const regularPath = cjkFontPath();
  if (!regularPath) return Promise.reject(new PdfFontMissingError());
  loaded ??= (async () => {
    const boldPath = regularPath.replace("-Regular.ttc", "-Bold.ttc");
    // fontkit is imported here, not at start: only a process that writes a PDF needs it (decision 136).
    const [fontkit, regular, bold] = await Promise.all([
      import("fontkit"),
      readFile(regularPath),
      existsSync(boldPath) ? readFile(boldPath) : Promise.resolve(undefined),
    ]);
    const parsed = new Map<string, Font>();
    const face = (collection: Buffer, name: string) => {
      let font = parsed.get(name);
      if (!font) {
        font = fontkit.create(collection, name) as Font;
        parsed.set(name, font);
      }
      return font;
    };
    return {
      faces(language) {
        const family = FACE_OF_LANGUAGE[language] ?? FACE_OF_LANGUAGE.ja;
        const body = face(regular, `${family}-Regular`);
        return { regular: body, bold: bold ? face(bold, `${family}-Bold`) : body };
      },
    };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
