import type { SiteSnapshot, SpecialPage } from "@mekuri/domain";
import { useEffect, useMemo, useState } from "react";
import { translatorOf } from "../lib/translate.ts";
import { LoginPage } from "./login-page.tsx";
import { NewPasswordPage, ResetPasswordPage } from "./member-password-pages.tsx";
import { PageContext, type PageContextValue } from "./page-context.tsx";
import type { PageCatalogue } from "./page-messages.ts";
import { RegisterPage } from "./register-page.tsx";
import { RegisterSuccessPage } from "./register-success-page.tsx";
import { SubmissionPage, SubmissionSuccessPage } from "./submission-page.tsx";
import { SurveyPage } from "./survey-page.tsx";

export interface SitePageAppProps {
  snapshot: SiteSnapshot;
  /** The words of the snapshot's language for these pages (inlined by the server). */
  pageMessages: PageCatalogue;
  page: SpecialPage;
  basePath: string;
  query: string;
}

/**
 * The register, login, contact, form and survey pages (viewer.md §2 Other end-user destinations).
 * A chunk of its own: the swipe viewer never downloads it, these pages never download the swiper.
 */
export function SitePageApp({ snapshot, pageMessages, page, basePath, query }: SitePageAppProps) {
  const t = useMemo(() => translatorOf(pageMessages), [pageMessages]);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const context = useMemo<PageContextValue>(
    () => ({ snapshot, t, basePath, query, page, mounted }),
    [snapshot, t, basePath, query, page, mounted],
  );
  return (
    <PageContext.Provider value={context}>
      <PageBody page={page} />
    </PageContext.Provider>
  );
}

function PageBody({ page }: { page: SpecialPage }) {
  switch (page.name) {
    case "register":
      return <RegisterPage />;
    case "register-success":
      return <RegisterSuccessPage />;
    case "login":
      return <LoginPage />;
    case "reset-password":
      return <ResetPasswordPage />;
    case "new-password":
      return <NewPasswordPage />;
    case "contact":
      return <SubmissionPage kind="contact" />;
    case "forms":
      return <SubmissionPage kind="homepage" />;
    case "contact-success":
      return <SubmissionSuccessPage kind="contact" />;
    case "form-success":
      return <SubmissionSuccessPage kind="homepage" />;
    case "survey":
      return <SurveyPage surveyId={page.surveyId} />;
  }
}
