/** File names of the videos a URL may point at: uploads are stored as .mp4 or .mov. */
const videoExtension = /\.(mp4|mov|m4v|webm)$/i;

/**
 * Whether a media URL is a video, for items that carry only a URL (campaign banners, a campaign
 * background): the viewer and the console's previews tell a clip from a picture the same way.
 */
export function isVideoUrl(url: string): boolean {
  return videoExtension.test(url.split(/[?#]/)[0] ?? "");
}
