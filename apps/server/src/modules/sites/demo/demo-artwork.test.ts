import { demoPalettes as palettes } from "@mekuri/domain";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type Artwork, artworkSvg } from "./demo-artwork.ts";

/** Where the artwork's white words are: the columns holding a near-white pixel. */
async function whiteColumns(art: Artwork, width?: number, height?: number) {
  const { data, info } = await sharp(Buffer.from(artworkSvg(art, width, height)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = new Set<number>();
  for (let offset = 0; offset < data.length; offset += 3) {
    if (data[offset]! >= 235 && data[offset + 1]! >= 235 && data[offset + 2]! >= 235) {
      columns.add((offset / 3) % info.width);
    }
  }
  return { columns: [...columns], width: info.width };
}

// Every artwork the demo draws: its pages, the campaign banner and the media button.
const artworks: [string, Artwork, number?, number?][] = [
  ...Object.entries(palettes).map(([code, art]): [string, Artwork] => [code, art]),
  ["banner", { ...palettes.B2, title: "SALE", subtitle: "-30%" }, 600, 900],
  ["media button", { ...palettes.A3, title: "GO", subtitle: "" }, 440, 96],
];

describe("the demo's artwork", () => {
  it.each(artworks)("%s shows its title whole, clear of both edges", async (_name, art, width, height) => {
    const white = await whiteColumns(art, width, height);
    expect(white.columns.length).toBeGreaterThan(0);
    const edge = white.width / 24;
    expect(Math.min(...white.columns)).toBeGreaterThan(edge);
    expect(Math.max(...white.columns)).toBeLessThan(white.width - edge);
  });
});
