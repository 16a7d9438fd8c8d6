/** Enumerations of viewer.md §3 and admin.md §3, shared by the builder, the server and the viewer. */
export const siteStatuses = ["DRAFT", "PUBLISH", "PRIVATE", "DOMAIN_VERIFYING"] as const;
export type SiteStatus = (typeof siteStatuses)[number];

export const viewModes = ["MOBILE", "PC"] as const;
export type ViewMode = (typeof viewModes)[number];

/** Site languages: the spec's JP, EN, CN, KR, stored as locale codes. */
export const siteLanguages = ["ja", "en", "zh", "ko"] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

export const logoPlacements = ["header", "footer"] as const;
export const alignments = ["left", "center", "right"] as const;

export const buttonTypes = ["TEXT", "MEDIA", "HTML_CSS"] as const;
export type ButtonType = (typeof buttonTypes)[number];

export const buttonShapes = [
  "SHARP_EDGE",
  "SLIGHTLY_ROUNDED_EDGE",
  "MODERATELY_ROUNDED_EDGE",
  "PILL",
] as const;
export type ButtonShape = (typeof buttonShapes)[number];

export const buttonAnimations = [
  "NONE",
  "PULSE",
  "GLOW",
  "BOUNCE",
  "SHIMMER",
  "GLITCH",
  "WOBBLE",
  "BUBBLY",
  "PULSE_OUT",
] as const;
export type ButtonAnimation = (typeof buttonAnimations)[number];

export const textAlignments = ["TOP", "BOTTOM"] as const;

/** What a button, link area, popup or campaign item leads to (admin.md §3 link kinds). */
export const linkTypes = [
  "CONTACT",
  "FORM",
  "MEMBERSHIP",
  "EXTERNAL",
  "CREATIVE_BLOCK",
  "SCRIPT",
  "SURVEY",
] as const;
export type LinkType = (typeof linkTypes)[number];

export const snsTypes = [
  "youtube",
  "line",
  "instagram",
  "x",
  "tiktok",
  "facebook",
  "phone_number",
  "google_map",
] as const;
export type SnsType = (typeof snsTypes)[number];

export const mediaTypes = ["IMAGE", "VIDEO"] as const;
export type MediaType = (typeof mediaTypes)[number];

export const popupTransitionTypes = [
  "INTERNAL_URL",
  "EXTERNAL_URL",
  "CREATIVE_BLOCK",
  "SCRIPT",
  "SURVEY",
] as const;
export const internalLinkTypes = ["contact", "form", "membership"] as const;

export const campaignPositions = ["center", "left", "other"] as const;
export const campaignSides = ["left", "right"] as const;

export const formKinds = ["CONTACT_SETTING", "MEMBERSHIP_SETTING", "HOMEPAGE_SETTING"] as const;
export type FormKind = (typeof formKinds)[number];
export const formInputTypes = ["SELECT", "TEXT_BOX", "NUMBER", "SELECT_OPTIONS"] as const;
