import type { InboxPage } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/api-fetch";
import { shopAnalyst } from "@/testing/operators";
import { renderAt } from "@/testing/render";
import { NotificationBell } from "./notification-bell";

const user = {
  ...shopAnalyst,
  permissions: [...shopAnalyst.permissions, "systemNotifications:view" as const],
};

const summary: InboxPage = {
  items: [
    {
      id: "n1",
      title: "Maintenance on Sunday night",
      content: "",
      newsUrl: "",
      imageUrl: "",
      publishedAt: "2026-11-20T01:00:00.000Z",
      read: false,
    },
  ],
  total: 1,
  unread: 1,
};

beforeAll(async () => {
  await import("./bell-popover");
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
  stubFetch({ "GET /api/v1/system_noti/show": () => json(200, summary) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBell() {
  return renderAt(
    <CurrentUserContext value={user}>
      <NotificationBell />
    </CurrentUserContext>,
  );
}

describe("the notification bell", () => {
  it("shows the unread count before its popover's code has arrived", async () => {
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications (1 unread)" });
    expect(bell.getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("downloads its popover when pointed at and opens with the newest notices and the way to all", async () => {
    const clicker = userEvent.setup();
    renderBell();
    const bell = () => screen.getByRole("button", { name: "Notifications (1 unread)" });
    await clicker.hover(await screen.findByRole("button", { name: "Notifications (1 unread)" }));
    // Mantine's popover names its button with an id once it has taken the plain button's place.
    await waitFor(() => expect(bell().id).not.toBe(""));
    await clicker.click(bell());
    expect(await screen.findByText("Maintenance on Sunday night")).toBeTruthy();
    const all = screen.getByRole("link", { name: "See all notifications", hidden: true });
    expect(all.getAttribute("href")).toBe("/adminuser/system-notification");
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Notifications (1 unread)" }).getAttribute("aria-expanded"),
      ).toBe("true"),
    );
  });

  it("is not shown to a user who may not read system notifications", () => {
    renderAt(
      <CurrentUserContext value={shopAnalyst}>
        <NotificationBell />
      </CurrentUserContext>,
    );
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  });
});
