import { useEffect } from "react";
import { runSiteScript } from "../../pages/run-site-script.ts";

/**
 * Chatbot scripts that ran in this visit (this load of the viewer), by their text: creators paste one
 * chat widget on many pages, and it must start once, not once per page.
 */
const ran = new Set<string>();

/**
 * viewer.md §3 Page chatbotScript: the page's script runs the first time a page carrying it is the
 * current one, once per visit, with the runner of the site's other scripts. `allowed` is false where
 * the site's own scripts do not run (the preview, the view-only frame, a locked page).
 */
export function useChatbotScript(script: string | null | undefined, allowed: boolean): void {
  useEffect(() => {
    const code = script?.trim();
    if (!allowed || !code || ran.has(code)) return;
    ran.add(code);
    runSiteScript(code);
  }, [script, allowed]);
}
