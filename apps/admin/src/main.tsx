import "@fontsource/noto-sans-jp/400.css";
import "@fontsource/noto-sans-jp/500.css";
import "@fontsource/noto-sans-jp/700.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
