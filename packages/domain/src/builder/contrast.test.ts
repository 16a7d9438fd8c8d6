import { describe, expect, it } from "vitest";
import { textContrast, wcagAaTextContrast } from "./contrast.ts";

describe("text contrast of a colour pair", () => {
  it("fails white on the viewer's default green (1.76:1), as the demo had it", () => {
    expect(textContrast("#FFFFFF", "#99D52A")).toEqual({ ratio: 1.76, meetsAa: false });
  });

  it("passes black on white at 21:1 and dark text on the default green", () => {
    expect(textContrast("#000", "#fff")).toEqual({ ratio: 21, meetsAa: true });
    expect(textContrast("#1D2026", "#99D52A")?.meetsAa).toBe(true);
  });

  it("holds the AA line exactly: #767676 on white passes (4.54:1), #777777 fails (4.47:1)", () => {
    expect(wcagAaTextContrast).toBe(4.5);
    expect(textContrast("#767676", "#ffffff")).toEqual({ ratio: 4.54, meetsAa: true });
    expect(textContrast("#777777", "#ffffff")).toEqual({ ratio: 4.47, meetsAa: false });
  });

  it("reads rgb() and hsl() colours, in either order of the pair", () => {
    expect(textContrast("rgb(255, 255, 255)", "hsl(0, 0%, 0%)")?.ratio).toBe(21);
  });

  it("says nothing while either colour is not a colour yet", () => {
    expect(textContrast("#12345", "#fff")).toBeNull();
    expect(textContrast("#fff", "")).toBeNull();
  });
});
