import type { ImageAsset } from "@mekuri/domain";

/** The smallest variant at least `width` wide, else the largest, else the original. */
export function imageSrc(asset: ImageAsset | null | undefined, width: number): string | undefined {
  if (!asset) return undefined;
  const wide = asset.variants.find((variant) => variant.width >= width);
  return wide?.src ?? asset.variants.at(-1)?.src ?? asset.src;
}
