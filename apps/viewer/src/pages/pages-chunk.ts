/** What the client loads for a special page: the pages and their styles (the server inlines the CSS). */
import "./pages.css";

export { SitePageApp } from "./site-page-app.tsx";
