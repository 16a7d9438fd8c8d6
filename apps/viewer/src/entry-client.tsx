import { hydrateRoot } from "react-dom/client";
import "swiper/css";
import { ViewerApp } from "./app/viewer-app.tsx";
import type { InlinedData } from "./entry-server.tsx";
import { type PreviewData, previewDataElementId } from "./preview/preview-data.ts";
import "./styles/viewer.css";
import "@mekuri/domain/button-animations.css";

const data = JSON.parse(document.getElementById("mekuri-data")?.textContent ?? "null") as InlinedData | null;
const root = document.getElementById("mekuri-root");
const preview = document.getElementById(previewDataElementId);
if (preview && root) {
  // The preview route (/site/{siteId}/preview) loads its own chunk; public pages never do.
  const previewData = JSON.parse(preview.textContent ?? "{}") as PreviewData;
  void import("./preview/preview-chunk.tsx").then(({ startPreview }) => startPreview(root, previewData));
} else if (data?.page && data.pageMessages && root) {
  // The special pages are a chunk of their own, loaded before hydrating so the trees match.
  const { page, pageMessages } = data;
  void import("./pages/pages-chunk.ts").then(({ SitePageApp }) =>
    hydrateRoot(
      root,
      <SitePageApp
        snapshot={data.snapshot}
        pageMessages={pageMessages}
        page={page}
        basePath={data.basePath}
        query={data.query}
      />,
    ),
  );
} else if (data && root) {
  hydrateRoot(root, <ViewerApp {...data} />);
}
