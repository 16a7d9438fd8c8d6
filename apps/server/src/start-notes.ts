const ffmpegNotes = [
  "  ffmpeg not found: uploaded videos are served as plain files (no adaptive HLS streaming, no",
  "                   poster frames) and the demo site's video page (B1) shows a still picture.",
  "                   Install it (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install",
  "                   ffmpeg) and restart; a new demo site gets its video on the next first start.",
];

const cjkFontNotes = [
  "  Noto Sans CJK font not found: PDF exports (analytics reports) answer 503 until it is installed",
  "                   (Debian/Ubuntu: apt-get install fonts-noto-cjk); no restart needed.",
];

/**
 * What the start log says about optional tools the machine lacks: what is missing, what it costs
 * and how to add it (an absent ffmpeg used to cost the demo its video page without a word).
 */
export function missingToolNotes(tools: { ffmpeg: boolean; cjkFont: boolean }): string[] {
  const notes: string[] = [];
  if (!tools.ffmpeg) notes.push(...ffmpegNotes);
  if (!tools.cjkFont) notes.push(...cjkFontNotes);
  return notes;
}
