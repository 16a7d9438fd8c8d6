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
import { restoreSession } from "./lib/api-client";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// The access token lives in memory only: a reload first asks the refresh cookie for a new one.
void restoreSession().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
