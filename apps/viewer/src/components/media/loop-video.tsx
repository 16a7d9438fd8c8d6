import { useEffect, useRef } from "react";

interface LoopVideoProps {
  src: string;
  poster?: string | undefined;
  className?: string;
}

/**
 * A silent looping clip in place of an image (popup CTA, campaign banners and buttons): muted and
 * inline so that phones autoplay it, never a player with controls.
 */
export function LoopVideo({ src, poster, className }: LoopVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // React sets `muted` as a property only; browsers check it before they allow autoplay.
    const video = ref.current;
    if (!video) return;
    video.muted = true;
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
      autoPlay
      preload="metadata"
    />
  );
}
