import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { newSite } from "../testing/fixtures";
import { renderSiteForm } from "../testing/render-site-form";
import { LanguageSettings } from "./language-settings";

// A settings panel of Mantine inputs; on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the languages section's selects", () => {
  it("adds the language chosen in the add select, which starts on its prompt", async () => {
    const view = renderSiteForm(newSite({ languages: ["ja"], defaultLanguage: "ja" }), <LanguageSettings />);
    const add = screen.getByRole("combobox", { name: "Add a language" }) as HTMLSelectElement;
    expect(add.selectedOptions[0]?.textContent).toBe("Choose a language");
    expect(screen.getByRole("button", { name: "Add" })).toHaveProperty("disabled", true);

    await userEvent.selectOptions(add, "en");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));

    expect(view.latest().languages).toEqual(["ja", "en"]);
    expect((screen.getByRole("combobox", { name: "Add a language" }) as HTMLSelectElement).value).toBe("");
  });

  it("asks before changing the default language and keeps the old one until the reader confirms", async () => {
    const view = renderSiteForm(
      newSite({ languages: ["ja", "en"], defaultLanguage: "ja" }),
      <LanguageSettings />,
    );
    const defaultLanguage = screen.getByRole("combobox", { name: "Default language" }) as HTMLSelectElement;

    await userEvent.selectOptions(defaultLanguage, "en");

    expect(await screen.findByText("Change the default language?")).toBeTruthy();
    expect(view.latest().defaultLanguage).toBe("ja");
    expect(defaultLanguage.value).toBe("ja");
  });
});
