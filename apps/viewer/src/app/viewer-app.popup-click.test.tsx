// @vitest-environment happy-dom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cleanUpViewer, openViewer, waitFor } from "./viewer-test-kit.tsx";

cleanUpViewer();

const limitReached = "申し訳ありません。このキャンペーンは先着人数に達したため終了しました。";
let clickAnswer: Response;
const clicks: { url: string; body: unknown }[] = [];
/** The link followed, in this tab or a new one. */
const follow = vi.fn();

beforeEach(() => {
  clicks.length = 0;
  follow.mockClear();
  vi.spyOn(window.location, "assign").mockImplementation(follow);
  vi.spyOn(window, "open").mockImplementation((...args) => {
    follow(...args);
    return null;
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.includes("/popup/")) {
        clicks.push({ url, body: JSON.parse(String(init.body)) });
        return clickAnswer;
      }
      return new Response(JSON.stringify({ items: [], popup_clicks: {}, campaign_clicks: {} }));
    }),
  );
});

async function clickApplicantPopup() {
  // The demo's applicant-limited popup shows on pages 1 to 3 and links to a gift page.
  await openViewer("A2");
  const item = await waitFor(".mk-popup-item:last-child .mk-popup-main");
  expect(item?.textContent).toContain("先着100名");
  await act(async () => item!.click());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe("clicking an applicant-limited popup CTA", () => {
  it("sends the visitor's session and follows the link once the server has counted the click", async () => {
    clickAnswer = new Response(JSON.stringify({ count: 7 }));
    await clickApplicantPopup();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.body).toMatchObject({ site_id: expect.any(String), session_id: expect.any(String) });
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it("says the places are gone and does not follow the link when the server refuses the click", async () => {
    clickAnswer = new Response(JSON.stringify({ code: "CONFLICT", message: limitReached }), { status: 409 });
    await clickApplicantPopup();
    expect(follow).not.toHaveBeenCalled();
    expect(document.querySelector(".mk-toast")?.textContent).toBe(limitReached);
    expect(document.querySelector(".mk-popup-item:last-child")?.textContent ?? "").not.toContain("先着100名");
  });
});
