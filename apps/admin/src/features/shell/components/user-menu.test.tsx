import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { shopAnalyst as user } from "@/testing/operators";
import { renderAt } from "@/testing/render";
import { CurrentUserContext } from "./current-user";
import { UserMenu } from "./user-menu";

// happy-dom lays nothing out, so Mantine's positioning keeps the dropdown hidden: the items are
// queried with hidden ones included.
const menuItem = (name: string) => screen.findByRole("menuitem", { name, hidden: true });
const userButton = () => screen.getByRole("button", { name: /User menu/ });

// The menu's code downloads after first paint; transformed here up front, so that under load a
// click does not wait longer for it than the queries do.
beforeAll(async () => {
  await import("./user-menu-popup");
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

function renderMenu(onChangePassword = () => {}) {
  return renderAt(
    <CurrentUserContext value={user}>
      <UserMenu onChangePassword={onChangePassword} />
    </CurrentUserContext>,
  );
}

describe("the user menu", () => {
  it("shows the user's initials, name and role from the first render, announced as a menu", () => {
    renderMenu();
    expect(userButton().getAttribute("aria-haspopup")).toBe("menu");
    expect(userButton().textContent).toContain("Shop");
  });

  it("downloads its menu when pointed at and offers password change and log out", async () => {
    const changePassword = vi.fn();
    const clicker = userEvent.setup();
    renderMenu(changePassword);
    await clicker.hover(userButton());
    // Mantine's menu names its button with an id once it has taken the plain button's place.
    await waitFor(() => expect(userButton().id).not.toBe(""));
    await clicker.click(userButton());
    const logOut = await menuItem("Log out");
    expect(logOut.getAttribute("href")).toBe("/log-out");
    await clicker.click(await menuItem("Change password"));
    expect(changePassword).toHaveBeenCalledTimes(1);
  });

  it("is reached with Tab and opened with Enter", async () => {
    const keyboard = userEvent.setup();
    renderMenu();
    await keyboard.tab();
    // Mantine's menu names its button with an id once it has taken the plain button's place.
    await waitFor(() => expect(userButton().id).not.toBe(""));
    expect(document.activeElement).toBe(userButton());
    await keyboard.keyboard("{Enter}");
    await waitFor(() => expect(userButton().getAttribute("aria-expanded")).toBe("true"));
    expect(await menuItem("Log out")).toBeTruthy();
  });
});
