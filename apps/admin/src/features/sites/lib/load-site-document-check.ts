import type { CheckSiteDocument } from "./site-document-check";

export interface DocumentCheckLoader {
  /** The check, downloaded once; a failed download is tried again on the next call. */
  load: () => Promise<CheckSiteDocument>;
  /** The same as a hint: a failure is left to the save, which reports it. */
  prefetch: () => void;
}

/** A loader of the check from `importCheck`, so a test can hold its download back or make it fail. */
export function documentCheckLoader(
  importCheck: () => Promise<{ checkSiteDocument: CheckSiteDocument }>,
): DocumentCheckLoader {
  let check: Promise<CheckSiteDocument> | undefined;
  const load = () => {
    check ??= importCheck().then(
      (module) => module.checkSiteDocument,
      (error: unknown) => {
        check = undefined;
        throw error;
      },
    );
    return check;
  };
  return { load, prefetch: () => void load().catch(() => undefined) };
}

/**
 * The site document's check (the schema library and the shared schema): not part of the builder's
 * first screen, fetched on the first edit, when the browser is idle, or at the latest on save
 * (decision 169).
 */
export const siteDocumentCheck = documentCheckLoader(() => import("./site-document-check"));
