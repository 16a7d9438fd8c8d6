import { locales } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { translations } from "@/locales";
import { loadTranslation } from "@/locales/load";
import { renderAt } from "@/testing/render";
import { LoginScreen } from "./login-screen";

/** A text i18next could not find shows as its key, such as `auth.login.title`. */
const textKey = /\b(?:auth|brand|common|errors|languages|request|signUp)\.[A-Za-z]/;

// The menu's code downloads after first paint; transformed here up front, so that under load a
// click does not wait longer for it than the queries do.
beforeAll(async () => {
  await import("@/components/language-popup-menu");
});

afterEach(() => {
  // Back to the console's texts, which the other tests of this worker expect.
  for (const locale of locales)
    i18n.addResourceBundle(locale, "translation", translations[locale], true, true);
});

describe("the login page's own texts", () => {
  it.each(locales)("are enough for the page, its language menu included (%s)", async (locale) => {
    i18n.removeResourceBundle(locale, "translation");
    i18n.addResourceBundle(locale, "translation", await loadTranslation(locale, "login"));
    await i18n.changeLanguage(locale);
    renderAt(<LoginScreen onNavigate={vi.fn()} />, "/login");
    const user = userEvent.setup();
    const languageButton = () => screen.getByRole("button", { name: new RegExp(i18n.t("common.language")) });
    // Pointing at the button downloads the menu, which then takes the button's place.
    await user.hover(languageButton());
    await waitFor(() => expect(languageButton().id).not.toBe(""));
    await user.click(languageButton());
    await waitFor(() => expect(document.querySelectorAll("[role=menuitem]")).toHaveLength(locales.length));

    const labels = [...document.querySelectorAll("[aria-label], [placeholder]")].map(
      (element) => `${element.getAttribute("aria-label") ?? ""} ${element.getAttribute("placeholder") ?? ""}`,
    );
    expect(document.body.textContent).not.toMatch(textKey);
    expect(labels.join(" ")).not.toMatch(textKey);
  });

  it("are the console's texts of the same keys, one copy", async () => {
    const login = await loadTranslation("en", "login");
    expect(translations.en).toMatchObject(login);
  });
});
