import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { type PreloadableComponent, usePrefetchWhenIdle } from "./lazy-with-preload";

/** What the reader did to a popup's button before the popup's code arrived. */
export interface PopupArrival {
  /** The button was pressed: the popup opens at once. */
  opened: boolean;
  /** The button had the focus when the popup's part replaced it: the focus stays on it. */
  focused: boolean;
}

/** Props for the button shown until the popup's part has arrived, the same element as after. */
export interface PopupStandInProps {
  ref: RefObject<HTMLButtonElement | null>;
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onPointerCancel: () => void;
  onClick: () => void;
}

type State =
  | { stage: "stand-in" }
  | ({ stage: "arrived" } & PopupArrival)
  | { stage: "failed"; error: unknown };

/**
 * A menu or popover whose code (Mantine's Popover and Menu with floating-ui, about 24 KB gzip) is no
 * part of its screen's first download (decisions 153, 177). Its button shows at once with
 * `standIn`; the part downloads when the browser is idle, or earlier when the pointer or the focus
 * reaches the button, and then takes the button's place unseen (`arrival`). A press before that
 * opens the popup as soon as it has arrived; a press whose download fails shows the chunk-load
 * error page, a hint that fails is forgotten.
 */
export function useDeferredPopup(
  // biome-ignore lint/suspicious/noExplicitAny: any component's props, as lazyWithPreload takes them
  part: PreloadableComponent<any>,
  kind: "menu" | "dialog",
): { arrival: PopupArrival | null; standIn: PopupStandInProps } {
  const [state, setState] = useState<State>(() =>
    part.isLoaded() ? { stage: "arrived", opened: false, focused: false } : { stage: "stand-in" },
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const load = useCallback(() => {
    part.preload().then(
      () => {
        const focused = buttonRef.current !== null && document.activeElement === buttonRef.current;
        setState((current) =>
          current.stage === "stand-in" ? { stage: "arrived", opened: pressed.current, focused } : current,
        );
      },
      (error: unknown) => {
        if (pressed.current) setState({ stage: "failed", error });
      },
    );
  }, [part]);
  usePrefetchWhenIdle([load], state.stage === "stand-in");

  if (state.stage === "failed") throw state.error;
  return {
    arrival: state.stage === "arrived" ? { opened: state.opened, focused: state.focused } : null,
    standIn: {
      ref: buttonRef,
      "aria-haspopup": kind,
      "aria-expanded": false,
      onPointerEnter: load,
      onFocus: load,
      // From the press on: a popup arriving before the release replaces the pressed button, and
      // the browser then sends the click to neither.
      onPointerDown: () => {
        pressed.current = true;
        load();
      },
      onPointerCancel: () => {
        pressed.current = false;
      },
      onClick: () => {
        pressed.current = true;
        load();
      },
    },
  };
}

/**
 * The arrived popup's open state: it takes the focus its stand-in had, and opens if the stand-in
 * was pressed. The focus moves to the button before the popup opens, so closing the popup brings
 * it back there (Mantine returns it to whatever had it when the popup opened). Escape closes it
 * wherever the focus is, as well as from inside.
 */
export function useOpenedOnArrival(
  arrival: PopupArrival,
  button: RefObject<HTMLButtonElement | null>,
): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [opened, setOpened] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what happened before this code arrived, once
  useEffect(() => {
    if (arrival.focused || arrival.opened) button.current?.focus();
    if (arrival.opened) setOpened(true);
  }, []);
  // Mantine closes on Escape only from inside the popup; its focus trap can leave the focus on the
  // button, or a part shown in the popup can lose it to the page: Escape closes it from there too.
  useEffect(() => {
    if (!opened) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (event.target !== button.current && event.target !== document.body) return;
      setOpened(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [opened, button]);
  return [opened, setOpened];
}
