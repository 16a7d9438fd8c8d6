/** The console's palette (Mantine's blue and greys), so a report looks like the screen it came from. */
export const PDF_COLOURS = {
  text: "#212529",
  muted: "#5c636a",
  rule: "#dee2e6",
  panel: "#f1f3f5",
  stripe: "#f8f9fa",
  series: ["#1c7ed6", "#f76707", "#2f9e44", "#ae3ec9"],
} as const;
