import { useCallback, useRef, useState } from "react";
import { lazyWithPreload, pick, usePrefetchWhenIdle } from "@/lib/lazy-with-preload";
import { LanguageButton, type LanguageMenuProps } from "./language-button";

const PopupMenu = lazyWithPreload(pick(() => import("./language-popup-menu"), "LanguagePopupMenu"));
/** Once arrived, every language menu mounted later renders with its menu at once. */
let popupMenuArrived = false;

type State =
  | { stage: "button" }
  | { stage: "menu"; opened: boolean; focused: boolean }
  | { stage: "failed"; error: unknown };

/**
 * Switches the UI language (ja / en / 中文 / 한국어); the choice is kept for 30 days. The button
 * shows at once; the menu's code (Mantine's Menu and its positioning, about 20 KB) downloads when
 * the browser is idle, or earlier when the pointer or the focus reaches the button, and takes its
 * place unseen; a press or click before that opens the menu as soon as it has arrived (decision 153).
 */
export function LanguageMenu(props: LanguageMenuProps) {
  const [state, setState] = useState<State>(() =>
    popupMenuArrived ? { stage: "menu", opened: false, focused: false } : { stage: "button" },
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const clicked = useRef(false);
  const load = useCallback(() => {
    PopupMenu.preload().then(
      () => {
        popupMenuArrived = true;
        const focused = buttonRef.current !== null && document.activeElement === buttonRef.current;
        setState((current) =>
          current.stage === "button" ? { stage: "menu", opened: clicked.current, focused } : current,
        );
      },
      // A hint that failed is forgotten; a click that failed shows the chunk-load error page.
      (error: unknown) => {
        if (clicked.current) setState({ stage: "failed", error });
      },
    );
  }, []);
  usePrefetchWhenIdle([load], state.stage === "button");

  if (state.stage === "failed") throw state.error;
  if (state.stage === "menu") return <PopupMenu {...props} opened={state.opened} focused={state.focused} />;
  return (
    <LanguageButton
      {...props}
      ref={buttonRef}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      // From the press on: a menu arriving before the release replaces the pressed button, and
      // the browser then sends the click to neither.
      onPointerDown={() => {
        clicked.current = true;
        load();
      }}
      onPointerCancel={() => {
        clicked.current = false;
      }}
      onClick={() => {
        clicked.current = true;
        load();
      }}
    />
  );
}
