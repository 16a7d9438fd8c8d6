import { type DemoPageCode, demoPalettes } from "@domain/demo/demo-site.ts";

/**
 * The dev harness's stand-in for uploaded media: every /media/demo/{name}-{width}.webp is drawn as
 * an SVG (served with its own content type), so the fixture looks like a real site without binaries.
 */
const palettes: Record<string, [string, string, string]> = {
  logo: ["#ffffff", "#ffffff", "#ffffff"],
  campaign: ["#f6bd60", "#f28482", "#84a59d"],
  "button-banner": ["#14161a", "#3d405b", "#e07a5f"],
};

function escapeXml(value: string): string {
  return value.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function demoMediaSvg(name: string): string {
  if (name === "logo") {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="98" viewBox="0 0 360 98"><text x="0" y="68" font-family="Georgia, serif" font-size="58" font-weight="700" letter-spacing="6" fill="#fff">MEKURI</text></svg>`;
  }
  const product = /^product-(\d+)$/.exec(name);
  // A page's picture in the colours and words the server draws it with (the demo's palettes).
  const art = Object.hasOwn(demoPalettes, name.toUpperCase())
    ? demoPalettes[name.toUpperCase() as DemoPageCode]
    : undefined;
  const [a, b, c] = art
    ? [art.from, art.to, art.accent]
    : (palettes[name] ?? (product ? ["#e9edc9", "#ccd5ae", "#faedcd"] : ["#333", "#555", "#777"]));
  const [w, h] = product
    ? [1200, 1200]
    : name === "button-banner"
      ? [440, 96]
      : name === "campaign"
        ? [600, 900]
        : [1125, 2217];
  const label = art ? art.title : product ? `Product ${product[1]}` : name === "button-banner" ? "GO" : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="0.6" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
<radialGradient id="s" cx="0.7" cy="0.25" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#s)"/>
<circle cx="${w * 0.22}" cy="${h * 0.78}" r="${Math.min(w, h) * 0.32}" fill="#fff" fill-opacity="0.08"/>
<path d="M0 ${h * 0.86} Q ${w * 0.5} ${h * 0.78} ${w} ${h * 0.88} L ${w} ${h} L 0 ${h} Z" fill="#000" fill-opacity="0.18"/>
${product ? `<rect x="${w * 0.3}" y="${h * 0.22}" width="${w * 0.4}" height="${h * 0.5}" rx="${w * 0.05}" fill="#fff" fill-opacity="0.75"/>` : ""}
${label ? `<text x="50%" y="${name === "button-banner" ? "58%" : "88%"}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${name === "button-banner" ? 72 : 64}" fill="#fff">${escapeXml(label)}</text>` : ""}
</svg>`;
}
