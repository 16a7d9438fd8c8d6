import { describe, expect, it } from "vitest";
import {
  canClickPopupItem,
  closePopupItem,
  endPopupCountdown,
  type PopupItemInput,
  popupState,
  recordPopupClick,
} from "./popup-cta.ts";

const now = new Date("2026-05-01T12:00:00Z");
const timeLimit: PopupItemInput = {
  startDate: "2026-05-01T00:00:00Z",
  endDate: "2026-05-02T00:00:00Z",
  effectivePages: [1, 2],
};
const applicantLimit: PopupItemInput = { limit: 3, numberClicks: 1, effectivePages: [1] };
const both = { timeLimit, applicantLimit, pageOrder: 1, now };

describe("popupState", () => {
  it("opens with both items when both apply to the page", () => {
    const state = popupState(both);
    expect(state.open).toBe(true);
    expect(state.items.timeLimit.status).toBe("visible");
    expect(state.items.applicantLimit.status).toBe("visible");
  });

  it.each<[string, PopupItemInput]>([
    ["before its start", { ...timeLimit, startDate: "2026-05-01T12:00:01Z" }],
    ["after its end", { ...timeLimit, endDate: "2026-05-01T11:59:59Z" }],
    ["on a page not in effectivePages", { ...timeLimit, effectivePages: [5] }],
    ["without effectivePages", { ...timeLimit, effectivePages: null }],
  ])("keeps a time-limit CTA inactive %s", (_, item) => {
    const state = popupState({ timeLimit: item, pageOrder: 1, now });
    expect(state.items.timeLimit.status).toBe("inactive");
    expect(state.open).toBe(false);
  });

  it("shows a time-limit CTA exactly at its start and at its end", () => {
    expect(popupState({ timeLimit: { ...timeLimit, startDate: now }, pageOrder: 1, now }).open).toBe(true);
    expect(popupState({ timeLimit: { ...timeLimit, endDate: now }, pageOrder: 1, now }).open).toBe(true);
  });

  it("hides an applicant-limit CTA whose clicks already reached the limit", () => {
    const state = popupState({ applicantLimit: { ...applicantLimit, numberClicks: 3 }, pageOrder: 1, now });
    expect(state.items.applicantLimit.status).toBe("limit-reached");
    expect(state.open).toBe(false);
  });

  it("hides everything when the plan does not allow popup CTAs", () => {
    const state = popupState({ ...both, enabled: false });
    expect(state.open).toBe(false);
    expect(state.items.timeLimit.status).toBe("absent");
  });

  it("keeps a closed item closed on the next page", () => {
    const closed = closePopupItem(popupState(both), "timeLimit").state;
    const next = popupState({ ...both, pageOrder: 2, previous: closed });
    expect(next.items.timeLimit.status).toBe("closed");
    expect(next.items.applicantLimit.status).toBe("inactive");
  });
});

describe("popup transitions", () => {
  it("keeps the popup open while one item is still visible", () => {
    const { state, resetDisplayFlags } = closePopupItem(popupState(both), "timeLimit");
    expect(state.items.timeLimit.status).toBe("closed");
    expect(state.open).toBe(true);
    expect(resetDisplayFlags).toBe(false);
  });

  it("closes the popup and resets the display flags when both items are hidden", () => {
    const first = endPopupCountdown(popupState(both), "timeLimit");
    const second = closePopupItem(first.state, "applicantLimit");
    expect(first.state.items.timeLimit.status).toBe("countdown-ended");
    expect(second.state.open).toBe(false);
    expect(second.resetDisplayFlags).toBe(true);
  });

  it("does nothing when closing an item that is already hidden", () => {
    const closed = closePopupItem(popupState({ timeLimit, pageOrder: 1, now }), "timeLimit");
    expect(closed.resetDisplayFlags).toBe(true);
    const again = closePopupItem(closed.state, "timeLimit");
    expect(again.state).toBe(closed.state);
    expect(again.resetDisplayFlags).toBe(false);
  });

  it("counts applicant clicks and hides the item when the limit is reached", () => {
    let state = popupState({ applicantLimit, pageOrder: 1, now });
    const second = recordPopupClick(state, "applicantLimit");
    expect(second).toMatchObject({ accepted: true, resetDisplayFlags: false });
    expect(second.state.items.applicantLimit).toMatchObject({ status: "visible", numberClicks: 2 });
    const third = recordPopupClick(second.state, "applicantLimit");
    expect(third).toMatchObject({ accepted: true, resetDisplayFlags: true });
    expect(third.state.items.applicantLimit).toMatchObject({ status: "limit-reached", numberClicks: 3 });
    state = third.state;
    expect(canClickPopupItem(state, "applicantLimit")).toBe(false);
    expect(recordPopupClick(state, "applicantLimit")).toMatchObject({ accepted: false, state });
  });

  it("takes the applicant count returned by the server", () => {
    const result = recordPopupClick(popupState(both), "applicantLimit", 5);
    expect(result.state.items.applicantLimit).toMatchObject({ status: "limit-reached", numberClicks: 5 });
    expect(result.state.open).toBe(true);
  });

  it("accepts clicks on a visible time-limit item without counting them", () => {
    const state = popupState(both);
    expect(recordPopupClick(state, "timeLimit")).toEqual({ state, resetDisplayFlags: false, accepted: true });
  });
});
