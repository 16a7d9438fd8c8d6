import { createRoot } from "react-dom/client";
import { PreviewApp } from "./preview-app.tsx";
import type { PreviewData } from "./preview-data.ts";

/** Loaded only by the preview route: the public pages never download the preview's code. */
export function startPreview(root: HTMLElement, data: PreviewData) {
  createRoot(root).render(<PreviewApp {...data} />);
}
