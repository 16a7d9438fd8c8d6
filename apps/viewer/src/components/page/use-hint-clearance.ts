import { type RefObject, useEffect } from "react";

/** The hint bounces this far (px) above its place: its clearance counts the whole bounce. */
const bouncePx = 8;
const gapPx = 8;
/** Lifted above this share of the page's height from the top, the hint would point at nothing. */
const highestShare = 0.3;

type Box = Pick<DOMRect, "top" | "bottom" | "left" | "right">;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top - bouncePx < b.bottom && b.top < a.bottom + gapPx;

/** What a visitor can tap on the visible page (controls, fixed buttons, popup CTA) and the buttons' microcopy. */
function controlsOn(stage: Element, hint: Element): DOMRect[] {
  return [...stage.querySelectorAll("button, a[href], [role='button'], .mk-microcopy, .mk-popup")]
    .filter((element) => !element.contains(hint) && !element.closest("[inert], [aria-hidden='true']"))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Keeps the swipe hint off every control (a creator's button may sit anywhere, and the popup CTA
 * raises the hint): the hint rises above the controls it would cover, and stays hidden when no
 * place is left low enough on the page to point at the next one.
 */
export function placeHint(hint: HTMLElement, stage: Element): void {
  hint.style.translate = "";
  hint.style.removeProperty("visibility");
  const controls = controlsOn(stage, hint);
  const page = stage.getBoundingClientRect();
  let lift = 0;
  for (let attempt = 0; attempt <= controls.length; attempt += 1) {
    const box = hint.getBoundingClientRect();
    const at = { left: box.left, right: box.right, top: box.top - lift, bottom: box.bottom - lift };
    const covered = controls.filter((control) => overlaps(at, control));
    if (covered.length === 0) {
      if (at.top < page.top + page.height * highestShare) break;
      hint.style.translate = lift ? `0 ${-lift}px` : "";
      return;
    }
    lift += at.bottom + gapPx - Math.min(...covered.map((control) => control.top));
  }
  hint.style.visibility = "hidden";
}

/**
 * Places the hint when its page shows, when the popup CTA opens or changes size (it reports its
 * space on the stage's style) and when the window changes size.
 */
export function useHintClearance(
  ref: RefObject<HTMLElement | null>,
  showing: boolean,
  popupOpen: boolean,
  /** The page's controls are drawn: the hint has moved into their stack. */
  layered: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the popup and the layer move the hint; the effect measures again.
  useEffect(() => {
    const hint = ref.current;
    const stage = hint?.closest(".mk-stage");
    if (!showing || !hint || !stage) return;
    const place = () => placeHint(hint, stage);
    const frame = requestAnimationFrame(place);
    // The popup's items and the page's buttons settle after their images load.
    const settle = setTimeout(place, 600);
    const styleChanges = new MutationObserver(place);
    styleChanges.observe(stage, { attributes: true, attributeFilter: ["style"] });
    window.addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      styleChanges.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [ref, showing, popupOpen, layered]);
}
