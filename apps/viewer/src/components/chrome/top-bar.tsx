import { languageCookieMaxAgeSeconds } from "@domain/viewer/constants.ts";
import type { SiteLanguage } from "@mekuri/domain";
import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { writeCookie } from "../../lib/cookies.ts";
import { imageSrcSet } from "../../lib/images.ts";
import { releaseLeaveGuard } from "../../lib/leave-guard.ts";
import { codeOfCell } from "../../lib/navigation.ts";
import { sitePath } from "../../lib/site-paths.ts";
import { languageSelect, showsLanguages } from "./language-select.tsx";

/** The site logo; a click returns to the first page with an image or a lock. */
export function SiteLogo() {
  const { snapshot, t, goHome } = useViewer();
  const logo = snapshot.settings.logo;
  if (!logo) return null;
  return (
    <button type="button" className="mk-logo" onClick={goHome} aria-label={`${snapshot.name} — ${t("home")}`}>
      <img
        src={logo.image.src}
        srcSet={imageSrcSet(logo.image) || undefined}
        sizes="180px"
        alt=""
        height={49}
        width={
          logo.image.width && logo.image.height
            ? Math.round((49 * logo.image.width) / logo.image.height)
            : undefined
        }
      />
    </button>
  );
}

/** The language list of the swipe viewer: the same page in the chosen language (or its preview). */
export function LanguageSelector() {
  const { snapshot, basePath, query, t, preview } = useViewer();
  const cell = useCell();
  const change = (language: SiteLanguage) => {
    writeCookie("lang", language, { maxAgeSeconds: languageCookieMaxAgeSeconds });
    releaseLeaveGuard();
    if (preview) {
      // The preview stays on its own page and asks for the draft in that language.
      const params = new URLSearchParams(query);
      params.set("lang", language);
      params.set("position", codeOfCell(snapshot, cell));
      location.assign(`${location.pathname}?${params}`);
      return;
    }
    location.assign(
      sitePath(snapshot, basePath, { kind: "topic", position: codeOfCell(snapshot, cell) }, query, language),
    );
  };
  return languageSelect(snapshot, t("language"), change);
}

export function TopBar() {
  const { snapshot } = useViewer();
  const logo = snapshot.settings.logo;
  const alignment = logo?.placement === "header" ? logo.alignment : "left";
  return (
    <header className={`mk-top-bar mk-top-bar--${alignment}`}>
      {logo?.placement === "header" && <SiteLogo />}
      <LanguageSelector />
    </header>
  );
}

export function hasTopBar(snapshot: import("@mekuri/domain").SiteSnapshot): boolean {
  return snapshot.settings.logo?.placement === "header" || showsLanguages(snapshot);
}
