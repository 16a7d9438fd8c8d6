import type { CheckSiteDocument } from "./site-document-check";

let check: Promise<CheckSiteDocument> | undefined;

/**
 * The site document's check (the schema library and the shared schema): not part of the builder's
 * first screen, fetched on the first edit, when the browser is idle, or at the latest on save
 * (decision 169). A failed download is tried again on the next call.
 */
export function loadSiteDocumentCheck(): Promise<CheckSiteDocument> {
  check ??= import("./site-document-check").then(
    (module) => module.checkSiteDocument,
    (error: unknown) => {
      check = undefined;
      throw error;
    },
  );
  return check;
}

/** The same as a hint: a failure is left to the save, which reports it. */
export function prefetchSiteDocumentCheck(): void {
  loadSiteDocumentCheck().catch(() => undefined);
}
