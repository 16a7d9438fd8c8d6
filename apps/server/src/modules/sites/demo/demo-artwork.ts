import { loadSharp } from "../../../platform/images/load-sharp.ts";

/** Artwork for the demo site, drawn here so a fresh install needs no downloads. */
export interface Artwork {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  accent: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Bold capitals of DejaVu Sans advance at most about 0.8 em; other text about 0.6 em. */
const capitalsWidth = 0.8;
const textWidth = 0.6;

/**
 * The artwork at any size: a page (1080 × 2128, the viewer's 375 × 739 box), a banner or a wide
 * button. Its words keep a margin of a twelfth of the width on both sides at every size: the title's
 * size follows the room it has, so a long title or a small canvas never cuts it off.
 */
export function artworkSvg(art: Artwork, width = 1080, height = 2128): string {
  const unit = width / 1080;
  const margin = width / 12;
  const room = width - 2 * margin;
  const wide = width > height;
  const titleSize = Math.floor(
    Math.min(118 * unit, room / (capitalsWidth * Math.max(art.title.length, 1)), height * 0.6),
  );
  const subtitleSize = Math.floor(Math.min(46 * unit, room / (textWidth * Math.max(art.subtitle.length, 1))));
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = (120 + ((i * 97) % 260)) * unit;
    const cx = (i * 331 * unit) % width;
    const cy = height * 0.12 + ((i * 523 * unit) % (height * 0.72));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${art.accent}" fill-opacity="${0.08 + (i % 3) * 0.05}"/>`;
  }).join("");
  const font = `font-family="DejaVu Sans, Liberation Sans, sans-serif"`;
  // A wide canvas (a button) shows its title alone, centred; a tall one has the bar, title and subtitle.
  const words = wide
    ? `<text x="${width / 2}" y="${height / 2 + titleSize * 0.36}" text-anchor="middle" ${font} font-size="${titleSize}" font-weight="700" fill="#FFFFFF">${escapeXml(art.title)}</text>`
    : `<rect x="${margin}" y="${height * 0.16}" width="${room}" height="${Math.max(2, 6 * unit)}" fill="${art.accent}"/>
  <text x="${margin}" y="${height * 0.16 + titleSize * 1.27}" ${font} font-size="${titleSize}" font-weight="700" fill="#FFFFFF">${escapeXml(art.title)}</text>
  <text x="${margin + 2 * unit}" y="${height * 0.16 + titleSize * 1.27 + subtitleSize * 2.2}" ${font} font-size="${subtitleSize}" fill="#FFFFFF" fill-opacity="0.85">${escapeXml(art.subtitle)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  ${words}
</svg>`;
}

export async function renderArtwork(art: Artwork, width?: number, height?: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(artworkSvg(art, width, height)))
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A square product shot: a rounded card with the product's initials. */
export async function renderProduct(name: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#F4F1EC"/>
  <rect x="120" y="120" width="360" height="360" rx="64" fill="${color}"/>
  <text x="300" y="345" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" fill="#FFFFFF">${escapeXml(name.slice(0, 2).toUpperCase())}</text></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The demo brand's logo: a word mark on a transparent background. */
export async function renderLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="150">
  <rect x="4" y="27" width="96" height="96" rx="24" fill="#F97316"/><rect x="28" y="58" width="48" height="8" rx="4" fill="#FFFFFF"/><rect x="28" y="78" width="32" height="8" rx="4" fill="#FFFFFF"/>
  <text x="124" y="104" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="#FFFFFF">MEKURI</text></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
