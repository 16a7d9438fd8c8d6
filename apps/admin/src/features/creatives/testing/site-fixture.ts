import type { PageMedia, SiteDocument } from "@mekuri/domain";
import { siteDocument } from "@/testing/site-document";

/** A draft site of 2 columns × 3 rows in Japanese, as GET /site/{id} returns it. */
export const siteId = "0b6b2c2e-8a57-4d3f-9a52-3c1f1e0d9a11";

export const image: PageMedia = {
  type: "IMAGE",
  image: {
    src: "/media/a1.jpg",
    width: 1080,
    height: 2128,
    variants: [{ width: 400, src: "/media/a1-400.webp" }],
  },
  videoUrl: null,
  hlsPath: null,
  poster: null,
};

export function siteFixture(pages: SiteDocument["pages"] = []): SiteDocument {
  return siteDocument({ id: siteId, pages });
}
