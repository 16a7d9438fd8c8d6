/**
 * Attaches an HLS stream to a video. Safari plays HLS natively; elsewhere hls.js is loaded on
 * demand (never in the first load). Resolves false when neither works, so the caller falls back to
 * the plain file.
 */
export async function attachHls(video: HTMLVideoElement, url: string): Promise<false | (() => void)> {
  if (video.canPlayType("application/vnd.apple.mpegurl")) {
    video.src = url;
    return () => video.removeAttribute("src");
  }
  try {
    const { default: Hls } = await import("hls.js/light");
    if (!Hls.isSupported()) return false;
    const hls = new Hls({ capLevelToPlayerSize: true });
    hls.loadSource(url);
    hls.attachMedia(video);
    return await new Promise((resolve) => {
      hls.on(Hls.Events.MANIFEST_PARSED, () => resolve(() => hls.destroy()));
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        hls.destroy();
        resolve(false);
      });
    });
  } catch {
    return false;
  }
}

/** Loads hls.js ahead of time when a video page is near, so the swipe onto it starts quickly. */
export function preloadHls(): void {
  if (typeof document === "undefined") return;
  if (document.createElement("video").canPlayType("application/vnd.apple.mpegurl")) return;
  void import("hls.js/light").catch(() => undefined);
}
