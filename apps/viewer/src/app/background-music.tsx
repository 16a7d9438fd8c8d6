import { useEffect, useRef } from "react";

/** The current page's music, on while the visitor has turned sound on. */
export function BackgroundMusic({ url, playing }: { url: string | null; playing: boolean }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (url && playing) void audio.play().catch(() => undefined);
    else audio.pause();
  }, [url, playing]);
  if (!url) return null;
  // biome-ignore lint/a11y/useMediaCaption: background music, no speech to caption.
  return <audio ref={ref} src={url} loop preload="none" />;
}
