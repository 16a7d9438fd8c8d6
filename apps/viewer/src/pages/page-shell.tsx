import { brandingColours } from "@domain/viewer/branding.ts";
import { languageCookieMaxAgeSeconds } from "@domain/viewer/constants.ts";
import type { SiteLanguage, SpecialPage } from "@mekuri/domain";
import type { CSSProperties, ReactNode } from "react";
import { languageSelect } from "../components/chrome/language-select.tsx";
import { Toast } from "../components/toast/toast.tsx";
import { writeCookie } from "../lib/cookies.ts";
import { imageSrcSet } from "../lib/images.ts";
import { sitePath } from "../lib/site-paths.ts";
import { usePage } from "./page-context.tsx";

/** The same page in another language: a special page keeps its name (and survey) across languages. */
function pageTarget(page: SpecialPage) {
  if (page.name === "survey") {
    return page.surveyId ? { kind: "survey" as const, surveyId: page.surveyId } : null;
  }
  return { kind: "page" as const, page: page.name };
}

export function pageHref(
  page: SpecialPage,
  snapshot: ReturnType<typeof usePage>["snapshot"],
  basePath: string,
  query: string,
  language?: SiteLanguage,
) {
  const target = pageTarget(page);
  if (target) return sitePath(snapshot, basePath, target, query, language);
  // The survey list has no builder target: the language path plus "survey".
  return `${sitePath(snapshot, basePath, { kind: "topic" }, "", language).replace(/\/$/, "")}/survey${query ? `?${query.replace(/^\?/, "")}` : ""}`;
}

function PageLanguageSelect() {
  const { snapshot, basePath, query, page, t } = usePage();
  const change = (language: SiteLanguage) => {
    writeCookie("lang", language, { maxAgeSeconds: languageCookieMaxAgeSeconds });
    location.assign(pageHref(page, snapshot, basePath, query, language));
  };
  return languageSelect(snapshot, t("language"), change);
}

/**
 * The frame of every special page in the site's branding (decision 026): its logo (back to the first
 * page) and the language selector on a band of the main colour, the page's card, and a footer with
 * the way back and the powered-by line.
 */
export function PageShell({
  title,
  children,
  back = true,
}: {
  title: string;
  children: ReactNode;
  /** False when the page's own main button already leads back to the site. */
  back?: boolean;
}) {
  const { snapshot, basePath, query, t } = usePage();
  const home = sitePath(snapshot, basePath, { kind: "topic" }, query);
  const brand = brandingColours(snapshot.settings);
  const style = {
    "--sp-bg": snapshot.settings.safeAreaColor,
    "--sp-on-bg": brand.onBackground,
    "--sp-accent": brand.main,
    "--sp-accent-text": brand.onMain,
    "--sp-text": brand.text,
    "--sp-link": brand.link,
    "--sp-focus": brand.focus,
  } as CSSProperties;
  const logo = brand.logo;
  return (
    <div className="mk-sp" style={style}>
      <header className="mk-sp-header">
        <a className="mk-sp-home" href={home} aria-label={`${snapshot.name} — ${t("home")}`}>
          {logo ? (
            <img
              src={logo.src}
              srcSet={(logo.image && imageSrcSet(logo.image)) || undefined}
              sizes="180px"
              alt=""
              height={40}
            />
          ) : (
            <span className="mk-sp-site-name">{snapshot.name}</span>
          )}
        </a>
        <PageLanguageSelect />
      </header>
      <main className="mk-sp-main">
        <div className="mk-sp-card">
          <h1 className="mk-sp-title">{title}</h1>
          {children}
        </div>
      </main>
      <footer className="mk-sp-footer">
        {back && (
          <a className="mk-sp-link-light" href={home}>
            {t("backToSite")}
          </a>
        )}
        {snapshot.plan.poweredBy && (
          <a className="mk-powered" href="https://mekuri.app" target="_blank" rel="noopener">
            Powered by Mekuri
          </a>
        )}
      </footer>
      <Toast />
    </div>
  );
}

export function Loading() {
  const { t } = usePage();
  return (
    <p className="mk-sp-loading" role="status">
      <span className="mk-sp-spinner" aria-hidden="true" />
      {t("loading")}
    </p>
  );
}

/** A page's frame while its data loads, or with why it could not and a way to try again. */
export function PendingPage({
  title,
  state,
  onRetry,
}: {
  title: string;
  state: { status: "loading" } | { status: "failed"; message: string };
  onRetry(): void;
}) {
  return (
    <PageShell title={title}>
      {state.status === "loading" ? <Loading /> : <LoadFailed message={state.message} onRetry={onRetry} />}
    </PageShell>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = usePage();
  return (
    <div className="mk-sp-notice" role="alert">
      <p>{t("loadFailed")}</p>
      <p className="mk-sp-muted">{message}</p>
      <button type="button" className="mk-sp-button mk-sp-button--secondary" onClick={onRetry}>
        {t("reload")}
      </button>
    </div>
  );
}

/** The form's announcement: a summary of invalid fields or the server's message. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="mk-sp-alert-region" role="alert">
      {message && <p className="mk-sp-alert">{message}</p>}
    </div>
  );
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = usePage();
  return (
    <button type="submit" className="mk-sp-button" disabled={busy} aria-busy={busy}>
      {busy ? t("sending") : label}
    </button>
  );
}
