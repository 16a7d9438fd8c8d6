/** viewer.md §9 and admin.md §9: the viewer's business constants, in one place. */

/** Swipe gesture (pixels, ratio, degrees). */
export const swipeThresholdPx = 50;
export const swipeResistance = 0.7;
export const longSwipeRatio = 0.5;
export const touchAngleDeg = 20;

/** Below this width the layout is mobile; from `pcLayoutMinWidth` on it is the PC layout. */
export const mobileBreakpointPx = 768;
export const pcLayoutMinWidth = 1024;

export const addressRewriteDelayMs = 500;
export const notificationRotationMs = 3000;
export const notificationFetchTake = 1000;

const dayInSeconds = 24 * 60 * 60;
export const sessionIdCookieDays = 3650;
export const variationIdCookieDays = 3650;
/** Browsers keep a cookie at most 400 days, whatever it asks: long-lived cookies are renewed per visit. */
export const browserCookieMaxDays = 400;
export const languageCookieMaxAgeSeconds = 2592000;
export const languageCookieDays = languageCookieMaxAgeSeconds / dayInSeconds;

/** Widths of the webp variants of every image. */
export const imageVariantWidths = [50, 100, 200, 400, 600, 800, 1200, 1920] as const;
/** Thumbnails: 350 wide at 16:9 on PC, 150 square otherwise. */
export const pcThumbnail = { width: 350, height: Math.round((350 * 9) / 16) } as const;
export const mobileThumbnail = { width: 150, height: 150 } as const;

export const footerHeightsPx = [96, 68, 37] as const;
export const logoHeightPx = 49;
export const textClampLines = 3;
export const maxPreloadedButtonImages = 3;

export const popupHeaderHeightPx = 72;
export const popupImageRatio = 1.2;

export const viewOnlyViewerHeightPx = 739;
export const previewFrame = { width: 389, height: 737 } as const;
export const designSize = { width: 375, height: 739 } as const;

export const resizeDebounceMs = 200;
export const toastDurationMs = 3000;
export const idleCallbackTimeoutMs = 2000;

/** Countdown thresholds: minutes below 60 minutes, hours below 72 hours, days above. */
export const countdownMinutesBelowMs = 60 * 60 * 1000;
export const countdownHoursBelowMs = 72 * 60 * 60 * 1000;

export const defaultPageCode = "A1";
