import type { PlanCapabilities, PlanFlag, SiteDocument } from "@mekuri/domain";
import { createContext, type ReactNode, use } from "react";
import type { Issues } from "../hooks/use-site-editor";

export interface SiteFormValue {
  site: SiteDocument;
  saved: SiteDocument | undefined;
  update: (edit: (site: SiteDocument) => SiteDocument) => void;
  issues: Issues;
  /** Grows with each save refused for errors: language tabs then show the first one holding any. */
  refusals: number;
  capabilities: PlanCapabilities;
  readOnly: boolean;
}

const SiteFormContext = createContext<SiteFormValue | null>(null);

export function SiteFormProvider({ value, children }: { value: SiteFormValue; children: ReactNode }) {
  return <SiteFormContext value={value}>{children}</SiteFormContext>;
}

/** The edited document and its helpers, for every settings panel of the builder. */
export function useSiteForm(): SiteFormValue {
  const value = use(SiteFormContext);
  if (!value) throw new Error("useSiteForm is only available inside the site editor");
  return value;
}

/** The message for a field path (client check or the server's 400), if any. */
export function useIssue(path: string): string | undefined {
  return useSiteForm().issues[path];
}

/** Whether any issue lies at or below a path: tabs show a mark when something inside is wrong. */
export function hasIssuesUnder(issues: Issues, prefixes: string[]): boolean {
  return Object.keys(issues).some((path) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
  );
}

export function useFeature(flag: PlanFlag): boolean {
  return useSiteForm().capabilities.features[flag];
}
