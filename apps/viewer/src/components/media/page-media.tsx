import type { PageMedia as PageMediaData } from "@mekuri/domain";
import { useEffect, useRef } from "react";
import { imageSrcSet, stageImageSizes } from "../../lib/images.ts";
import { attachHls } from "./load-hls.ts";

interface PageMediaProps {
  media: PageMediaData | null;
  alt: string;
  /** Near the current page: load the media (neighbour prefetch). */
  near: boolean;
  active: boolean;
  /** The page the visitor landed on: painted first, at high priority. */
  first: boolean;
  muted: boolean;
  onUnmute(): void;
  videoLabel: string;
}

export function PageMedia({ media, alt, near, active, first, muted, onUnmute, videoLabel }: PageMediaProps) {
  if (!media) return <div className="mk-media mk-media--empty" />;
  if (media.type === "VIDEO" && (media.videoUrl || media.hlsPath)) {
    return (
      <PageVideo
        media={media}
        near={near}
        active={active}
        muted={muted}
        onUnmute={onUnmute}
        label={videoLabel}
      />
    );
  }
  const image = media.image ?? media.poster;
  if (!image || !near) return <div className="mk-media mk-media--empty" />;
  return (
    <img
      className="mk-media"
      src={image.src}
      srcSet={imageSrcSet(image) || undefined}
      sizes={stageImageSizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      decoding={first ? "sync" : "async"}
      fetchPriority={first ? "high" : "auto"}
      draggable={false}
    />
  );
}

interface PageVideoProps {
  media: PageMediaData;
  near: boolean;
  active: boolean;
  muted: boolean;
  onUnmute(): void;
  label: string;
}

/** Autoplays muted while its page is showing; a tap unmutes. HLS first, the plain file as fallback. */
function PageVideo({ media, near, active, muted, onUnmute, label }: PageVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const poster = media.poster?.variants.find((v) => v.width >= 800)?.src ?? media.poster?.src;

  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return;
    let cancelled = false;
    let detach: (() => void) | undefined;
    const plain = () => {
      if (!cancelled && media.videoUrl) video.src = media.videoUrl;
    };
    if (media.hlsPath) {
      void attachHls(video, media.hlsPath).then((result) => {
        if (cancelled) {
          if (result) result();
        } else if (result) detach = result;
        else plain();
      });
    } else plain();
    const onError = () => {
      if (media.videoUrl && !video.src.endsWith(media.videoUrl)) plain();
    };
    video.addEventListener("error", onError);
    return () => {
      cancelled = true;
      video.removeEventListener("error", onError);
      detach?.();
    };
  }, [near, media.hlsPath, media.videoUrl]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    if (active) void video.play().catch(() => undefined);
    else video.pause();
  }, [active, muted]);

  return (
    <video
      ref={ref}
      className="mk-media"
      poster={poster}
      muted
      playsInline
      loop
      autoPlay={active}
      preload={near ? "auto" : "none"}
      aria-label={label}
      onClick={muted ? onUnmute : undefined}
    />
  );
}
