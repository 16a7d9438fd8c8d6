import type { SiteLanguage, SiteSnapshot } from "@mekuri/domain";
import { languageNames } from "../../lib/translate.ts";
import { Icon } from "./icons.tsx";

/** True when the site enables the language icon and has more than one language to choose. */
export const showsLanguages = (snapshot: SiteSnapshot) =>
  snapshot.settings.display.languageIcon && snapshot.languages.length > 1;

/**
 * The globe and the site's languages, when it shows them; the caller decides where a choice leads.
 * A plain function rather than a component: it sits in the first-load bundle, where bytes count.
 */
export function languageSelect(
  snapshot: SiteSnapshot,
  label: string,
  onChange: (language: SiteLanguage) => void,
) {
  if (!showsLanguages(snapshot)) return null;
  return (
    <label className="mk-language">
      <Icon name="globe" size={18} />
      <span className="mk-sr-only">{label}</span>
      <select
        defaultValue={snapshot.lang}
        // Switching reloads the page: a choice made with the arrow keys waits for Enter (a pick with
        // the mouse or a finger is a confirmed choice); leaving the list without it keeps the language.
        onKeyDown={(event) => {
          const select = event.currentTarget;
          select.dataset.byKey = String(event.key !== "Enter" && event.key !== "Tab");
          if (event.key === "Enter" && select.value !== snapshot.lang) {
            event.preventDefault();
            onChange(select.value as SiteLanguage);
          }
        }}
        onPointerDown={(event) => {
          event.currentTarget.dataset.byKey = "false";
        }}
        onChange={(event) => {
          if (event.currentTarget.dataset.byKey !== "true")
            onChange(event.currentTarget.value as SiteLanguage);
        }}
        onBlur={(event) => {
          event.currentTarget.value = snapshot.lang;
          event.currentTarget.dataset.byKey = "false";
        }}
      >
        {snapshot.languages.map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
