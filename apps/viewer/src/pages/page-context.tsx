import type { SiteSnapshot, SpecialPage } from "@mekuri/domain";
import { createContext, useContext } from "react";
import type { TranslateOf } from "../lib/translate.ts";
import type { PageMessageKey } from "./page-messages.ts";

export interface PageContextValue {
  snapshot: SiteSnapshot;
  t: TranslateOf<PageMessageKey>;
  basePath: string;
  query: string;
  page: SpecialPage;
  /** True once hydrated: storage-dependent parts render only then (no mismatch). */
  mounted: boolean;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage outside a site page");
  return value;
}

/** The heading and the suffix of the document title. */
export function pageTitleKey(page: SpecialPage): PageMessageKey {
  switch (page.name) {
    case "register":
    case "register-success":
      return "register";
    case "login":
      return "login";
    case "reset-password":
      return "resetPassword";
    case "new-password":
      return "newPassword";
    case "contact":
      return "contact";
    case "contact-success":
      return "contactSuccess";
    case "forms":
      return "forms";
    case "form-success":
      return "formSuccess";
    case "survey":
      return page.surveyId ? "survey" : "surveys";
  }
}
