import { defaultLocale } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { LanguageMenu } from "./language-menu";

// happy-dom lays nothing out, so Mantine's positioning keeps the dropdown hidden: the items are
// queried with hidden ones included.
const menuItem = (name: string) => screen.findByRole("menuitem", { name, hidden: true });

const languageButton = () =>
  screen.getByRole("button", { name: `${i18n.t("common.language")}: ${i18n.t("languages.ja")}` });

// The menu's code downloads after first paint; transformed here up front, so that under load a
// click does not wait longer for it than the queries do.
beforeAll(async () => {
  await import("@/components/language-popup-menu");
});

afterEach(async () => {
  await i18n.changeLanguage(defaultLocale);
});

describe("the language menu", () => {
  it("shows its button, announced as opening a menu, from the first render", () => {
    renderAt(<LanguageMenu />);
    expect(languageButton().getAttribute("aria-haspopup")).toBe("menu");
    expect(languageButton().getAttribute("aria-expanded")).toBe("false");
    expect(languageButton().textContent).toBe("日本語");
  });

  it("downloads its menu when pointed at, opens on a click and switches the language", async () => {
    const user = userEvent.setup();
    renderAt(<LanguageMenu />);
    await user.hover(languageButton());
    // Mantine's menu names its button with an id once it has taken the plain button's place.
    await waitFor(() => expect(languageButton().id).not.toBe(""));
    await user.click(languageButton());
    const english = await menuItem("English");
    expect((await menuItem("日本語")).getAttribute("aria-current")).toBe("true");
    await user.click(english);
    await waitFor(() => expect(i18n.language).toBe("en"));
    const switched = screen.getByRole("button", { name: `${i18n.t("common.language")}: English` });
    expect(switched.textContent).toBe("English");
    expect(document.documentElement.lang).toBe("en");
  });

  it("is reached with Tab and opened with Enter", async () => {
    const user = userEvent.setup();
    renderAt(<LanguageMenu />);
    await user.tab();
    await waitFor(() => expect(languageButton().id).not.toBe(""));
    expect(document.activeElement).toBe(languageButton());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(languageButton().getAttribute("aria-expanded")).toBe("true"));
    expect(await menuItem("English")).toBeTruthy();
  });
});
