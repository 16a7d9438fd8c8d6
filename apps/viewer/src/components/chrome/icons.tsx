import type { SnsType } from "@mekuri/domain";

/** Small stroke icons (24 × 24), drawn with currentColor. */
const paths: Record<string, string> = {
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01",
  x: "M4 4l16 16M20 4L4 20",
  line: "M12 4c5 0 9 3.1 9 7s-4 7-9 7l-4 3v-3.6C5 16.1 3 13.8 3 11c0-3.9 4-7 9-7z",
  youtube: "M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 1v6l5-3z",
  tiktok: "M14 3v11a4 4 0 1 1-4-4m4-7c.5 2.5 2.5 4.5 5 5",
  facebook: "M15 3h-2a4 4 0 0 0-4 4v3H7v3h2v8h3v-8h3l1-3h-4V7a1 1 0 0 1 1-1h2z",
  phone_number: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  google_map: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  speakerOn: "M4 9h4l5-4v14l-5-4H4zm12.5-.5a5 5 0 0 1 0 7m2.5-9.5a8.5 8.5 0 0 1 0 12",
  speakerOff: "M4 9h4l5-4v14l-5-4H4zm12 1l5 5m0-5l-5 5",
  album: "M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z",
  chevronUp: "M6 15l6-6 6 6",
  close: "M6 6l12 12M18 6L6 18",
  lock: "M6 11h12v10H6zm3 0V8a3 3 0 0 1 6 0v3",
  globe:
    "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9S14.5 18.3 12 21c-2.5-2.7-3.5-5.7-3.5-9S9.5 5.7 12 3",
  building: "M5 21V5l7-2v18m0-12h7v12M8 8h1m-1 4h1m-1 4h1m6-3h1m-1 3h1M3 21h18",
  bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4",
};

export type IconName = SnsType | keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
