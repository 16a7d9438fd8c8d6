import { useEffect } from "react";
import { runSiteScript } from "../../pages/run-site-script.ts";

/** Pages whose chatbot script ran in this visit (this load of the viewer). */
const ran = new Set<string>();

/**
 * viewer.md §3 Page chatbotScript: the page's script runs the first time the page is the current
 * one, once per visit, with the runner of the site's other scripts. `allowed` is false where the
 * site's own scripts do not run (the preview, the view-only frame, a locked page).
 */
export function useChatbotScript(pageId: string, script: string | null | undefined, allowed: boolean): void {
  useEffect(() => {
    if (!allowed || !script?.trim() || ran.has(pageId)) return;
    ran.add(pageId);
    runSiteScript(script);
  }, [pageId, script, allowed]);
}
