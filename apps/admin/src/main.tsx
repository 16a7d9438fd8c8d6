// Mantine's base styles; each component brings its own stylesheet (build/vite-mantine-styles.ts).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { restoreSession } from "./lib/api-client";
import { currentLocale, loadLocale } from "./lib/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// The access token lives in memory only: a reload first asks the refresh cookie for a new one,
// while the texts of the reader's language download.
void Promise.all([restoreSession(), loadLocale(currentLocale())]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
