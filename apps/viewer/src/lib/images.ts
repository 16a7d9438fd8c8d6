import type { ImageAsset } from "@mekuri/domain";

/** `srcset` of an image's webp variants (viewer.md §7 widths); empty when it has none. */
export function imageSrcSet(image: ImageAsset): string {
  return image.variants.map((v) => `${v.src} ${v.width}w`).join(", ");
}

/** The stage is the full width on a phone and at most about 480 CSS px wide beside it. */
export const stageImageSizes = "(min-width: 768px) 480px, 100vw";

/** The smallest variant at least `width` wide, else the original. */
export function imageAtWidth(image: ImageAsset, width: number): string {
  return image.variants.find((v) => v.width >= width)?.src ?? image.src;
}
