import type Sharp from "sharp";

/**
 * sharp, imported on the first image rather than at start (decision 136): libvips and its codecs
 * take about 9 MB resident, and a process that serves pages and takes beacons never decodes one.
 * Node keeps the module once loaded, so every later call answers at once.
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import("sharp")).default;
}
