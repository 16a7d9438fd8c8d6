import sharp from "sharp";

/** Artwork for the demo site, drawn here so a fresh install needs no downloads. */
export interface Artwork {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  accent: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function artworkSvg(art: Artwork, width = 1080, height = 2128): string {
  const circles = Array.from({ length: 7 }, (_, i) => {
    const r = 120 + ((i * 97) % 260);
    const cx = (i * 331) % width;
    const cy = 260 + ((i * 523) % (height - 600));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${art.accent}" fill-opacity="${0.08 + (i % 3) * 0.05}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  <rect x="90" y="${height * 0.16}" width="${width - 180}" height="6" fill="${art.accent}"/>
  <text x="90" y="${height * 0.16 + 150}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="118" font-weight="700" fill="#FFFFFF">${escapeXml(art.title)}</text>
  <text x="92" y="${height * 0.16 + 250}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="46" fill="#FFFFFF" fill-opacity="0.85">${escapeXml(art.subtitle)}</text>
</svg>`;
}

export function renderArtwork(art: Artwork, width?: number, height?: number): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(art, width, height)))
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A square product shot: a rounded card with the product's initials. */
export function renderProduct(name: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#F4F1EC"/>
  <rect x="120" y="120" width="360" height="360" rx="64" fill="${color}"/>
  <text x="300" y="345" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" fill="#FFFFFF">${escapeXml(name.slice(0, 2).toUpperCase())}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The demo brand's logo: a word mark on a transparent background. */
export function renderLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="150">
  <rect x="4" y="27" width="96" height="96" rx="24" fill="#F97316"/><rect x="28" y="58" width="48" height="8" rx="4" fill="#FFFFFF"/><rect x="28" y="78" width="32" height="8" rx="4" fill="#FFFFFF"/>
  <text x="124" y="104" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="#FFFFFF">MEKURI</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
