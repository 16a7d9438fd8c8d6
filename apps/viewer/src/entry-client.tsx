import { hydrateRoot } from "react-dom/client";
import "swiper/css";
import { ViewerApp } from "./app/viewer-app.tsx";
import type { InlinedData } from "./entry-server.tsx";
import "./styles/viewer.css";

const data = JSON.parse(document.getElementById("mekuri-data")?.textContent ?? "null") as InlinedData | null;
const root = document.getElementById("mekuri-root");
if (data && root) {
  hydrateRoot(root, <ViewerApp {...data} />);
}
