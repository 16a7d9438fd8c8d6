import { siteDocument } from "@mekuri/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { newSite } from "../testing/fixtures";
import { renderSiteForm } from "../testing/render-site-form";
import { BasicSettings } from "./basic-settings";

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the site name", () => {
  it("keeps a name over 50 characters as typed, for the save to refuse with the field's message", async () => {
    const { latest } = renderSiteForm(newSite({ name: "" }), <BasicSettings />);
    const long = "x".repeat(55);
    await userEvent.click(screen.getByRole("textbox", { name: /Site name/ }));
    await userEvent.paste(long);
    // Never cut silently: what was typed is what the editor holds.
    expect(latest().name).toBe(long);
    const result = siteDocument.safeParse(latest());
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join(".") === "name");
    expect(issue?.message).toContain("50");
  });
});
