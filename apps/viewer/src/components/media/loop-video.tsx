import { useEffect, useRef } from "react";

interface LoopVideoProps {
  src: string;
  poster?: string | undefined;
  className?: string;
}

/**
 * A silent looping clip in place of an image (popup CTA, campaign banners and buttons): muted and
 * inline so that phones autoplay it, never a player with controls. The item around it
 * carries the name. A visitor who asks for reduced motion sees the poster, still.
 */
export function LoopVideo({ src, poster, className }: LoopVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // React sets `muted` as a property only; browsers check it before they allow autoplay.
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) {
      video.pause?.();
      return;
    }
    void video.play?.()?.catch(() => undefined);
  }, []);
  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster || undefined}
      muted
      playsInline
      loop
      preload="metadata"
    />
  );
}
