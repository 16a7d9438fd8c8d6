import { type DateInput, isWithinWindow } from "./time.ts";

/**
 * The popup CTA banner (viewer.md §4, admin.md §4) as pure state and transitions. The app keeps the
 * state, renders the visible items and performs the returned effects.
 */
export type PopupKind = "timeLimit" | "applicantLimit";
export const popupKinds: readonly PopupKind[] = ["timeLimit", "applicantLimit"];

export type PopupItemStatus =
  /** Shown. */
  | "visible"
  /** The site has no CTA of this kind, or the plan does not allow popup CTAs. */
  | "absent"
  /** Outside its date window or not on this page. */
  | "inactive"
  | "closed"
  | "countdown-ended"
  | "limit-reached";

export interface PopupItemInput {
  startDate?: DateInput;
  endDate?: DateInput;
  /** Applicant limit; null or absent means no limit. */
  limit?: number | null;
  numberClicks?: number | null;
  /** Page orders the CTA shows on; a page not listed (or no list) shows nothing. */
  effectivePages?: readonly number[] | null;
}

export interface PopupItemState {
  status: PopupItemStatus;
  numberClicks: number;
  limit: number | null;
}

export interface PopupState {
  open: boolean;
  items: Record<PopupKind, PopupItemState>;
}

export interface PopupTransition {
  state: PopupState;
  /** True when this transition closed the popup: reset the social and company display flags. */
  resetDisplayFlags: boolean;
}

export interface PopupStateInput {
  timeLimit?: PopupItemInput | null;
  applicantLimit?: PopupItemInput | null;
  pageOrder: number;
  now: Date;
  /** The creator plan's settingPopupCta flag (viewer.md §6). */
  enabled?: boolean;
  /**
   * The state on the previous page. An item the visitor closed, whose countdown ended or whose
   * limit was reached stays hidden for the rest of the visit rather than coming back on the next page.
   */
  previous?: PopupState | null;
}

const stickyStatuses = new Set<PopupItemStatus>(["closed", "countdown-ended", "limit-reached"]);

/**
 * Both kinds need the page order in effectivePages and now inside their window; the spec states the
 * window for the time-limit CTA, and the applicant-limit CTA carries the same dates, so it obeys them
 * too (an absent bound is open). The applicant-limit CTA also needs numberClicks below its limit.
 */
export function popupState(input: PopupStateInput): PopupState {
  const items = {} as Record<PopupKind, PopupItemState>;
  for (const kind of popupKinds) {
    items[kind] = itemState(input[kind], input, input.previous?.items[kind]);
  }
  return withOpen(items);
}

export function isPopupItemVisible(state: PopupState, kind: PopupKind): boolean {
  return state.items[kind].status === "visible";
}

export function closePopupItem(state: PopupState, kind: PopupKind): PopupTransition {
  return hide(state, kind, "closed");
}

/** The item's countdown reached zero (see countdown.ts). */
export function endPopupCountdown(state: PopupState, kind: PopupKind): PopupTransition {
  return hide(state, kind, "countdown-ended");
}

/** Clicks do something only on a visible item; a full applicant-limit item ignores them. */
export function canClickPopupItem(state: PopupState, kind: PopupKind): boolean {
  return isPopupItemVisible(state, kind);
}

/**
 * A click on an item. For the applicant-limit CTA it counts one more applicant (or takes the count
 * the server returned); the click that reaches the limit still goes through, then the item hides.
 */
export function recordPopupClick(
  state: PopupState,
  kind: PopupKind,
  serverCount?: number,
): PopupTransition & { accepted: boolean } {
  if (!canClickPopupItem(state, kind)) return { state, resetDisplayFlags: false, accepted: false };
  if (kind !== "applicantLimit") return { state, resetDisplayFlags: false, accepted: true };
  const item = state.items[kind];
  const numberClicks = serverCount ?? item.numberClicks + 1;
  const counted = { ...state.items, [kind]: { ...item, numberClicks } };
  const next = withOpen(counted);
  if (!limitReached(numberClicks, item.limit))
    return { state: next, resetDisplayFlags: false, accepted: true };
  return { ...hide(next, kind, "limit-reached"), accepted: true };
}

function itemState(
  input: PopupItemInput | null | undefined,
  context: PopupStateInput,
  previous: PopupItemState | undefined,
): PopupItemState {
  const limit = input?.limit ?? null;
  const numberClicks = Math.max(input?.numberClicks ?? 0, previous?.numberClicks ?? 0);
  const base = { limit, numberClicks };
  if (!input || context.enabled === false) return { ...base, status: "absent" };
  if (previous && stickyStatuses.has(previous.status)) return { ...base, status: previous.status };
  if (limitReached(numberClicks, limit)) return { ...base, status: "limit-reached" };
  const onPage = input.effectivePages?.includes(context.pageOrder) ?? false;
  const inWindow = isWithinWindow(context.now, input.startDate, input.endDate);
  return { ...base, status: onPage && inWindow ? "visible" : "inactive" };
}

function limitReached(numberClicks: number, limit: number | null): boolean {
  return limit !== null && numberClicks >= limit;
}

function hide(state: PopupState, kind: PopupKind, status: PopupItemStatus): PopupTransition {
  if (state.items[kind].status !== "visible") return { state, resetDisplayFlags: false };
  const next = withOpen({ ...state.items, [kind]: { ...state.items[kind], status } });
  return { state: next, resetDisplayFlags: state.open && !next.open };
}

function withOpen(items: Record<PopupKind, PopupItemState>): PopupState {
  return { open: popupKinds.some((kind) => items[kind].status === "visible"), items };
}
