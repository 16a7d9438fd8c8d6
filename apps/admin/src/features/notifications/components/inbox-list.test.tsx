import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { InboxList } from "./inbox-list";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const item = (n: number, read: boolean) => ({
  id: `n${n}`,
  title: `Notice ${n}`,
  content: "",
  news_url: "",
  image_url: "",
  published_at: "2026-11-22T01:00:00.000Z",
  read,
});

describe("the user notification list", () => {
  it("shows more on request and marks everything read", async () => {
    await i18n.changeLanguage("en");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    let unread = 11;
    const { requests } = stubFetch({
      "GET /api/v1/system_noti/show": (request) => {
        const page = Number(new URL(request.url, "http://x").searchParams.get("page"));
        const items =
          page === 1
            ? Array.from({ length: 10 }, (_, i) => item(12 - i, unread === 0))
            : [item(2, unread === 0)];
        return json(200, { items, total: 11, unread });
      },
      "PUT /api/v1/system_noti/mark_as_read": () => {
        unread = 0;
        return json(200, { unread: 0 });
      },
    });
    renderAt(<InboxList kind="system" />);
    expect(await screen.findByText("Notice 12")).toBeTruthy();
    expect(screen.queryByText("Notice 2")).toBeNull();
    expect(screen.getAllByText("Unread").length).toBeGreaterThanOrEqual(10);

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Notice 2")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({ all: true });
    await vi.waitFor(() => expect(screen.queryAllByText("Unread")).toHaveLength(0));
  });
});
