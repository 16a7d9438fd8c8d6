// Mantine's base styles; each component brings its own stylesheet (build/vite-mantine-styles.ts).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import { createRoot } from "react-dom/client";
import { showLoginPage } from "./app/login-page";
import { restoreSession } from "./lib/api-client";
import { paths } from "./lib/api-rules";
import { currentLocale, loadLocale } from "./lib/i18n";
import { session } from "./lib/session";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// The login page is the entry's own screen, without the router, the query client or any console
// screen, unless a session may be restored (the console then takes the operator in); every other
// address downloads and starts the console (decision 128).
const loginPage = window.location.pathname === paths.login && !session.mayRestore();
const screen = loginPage
  ? Promise.resolve(showLoginPage)
  : import("./app").then((module) => module.showConsole);

// The access token lives in memory only: a reload first asks the refresh cookie for a new one,
// while the texts of the reader's language and the page's code download; the login page fetches
// the shared messages after its first paint, with its form's rules (decision 145).
void Promise.all([screen, restoreSession(), loadLocale(currentLocale(), { console: !loginPage })]).then(
  ([show]) => show(createRoot(container)),
);
