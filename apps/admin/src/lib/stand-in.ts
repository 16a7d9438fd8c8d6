import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from "react";
import { type PreloadableComponent, whenIdle } from "./lazy-with-preload";

/** Where the reader was in a field's stand-in, to carry on there once the real input has arrived. */
export interface StandInFocus {
  focused: boolean;
  caret: number | null;
}

const ignoreFailure = () => undefined;

/**
 * A lazy part that a working stand-in replaces once downloaded: when the browser is idle, or at
 * `fetchPart` (pointer or focus on the stand-in). A failed download keeps the stand-in; the next
 * hint tries again.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props, as lazyWithPreload takes them
export function useArrivedPart(part: PreloadableComponent<any>): { arrived: boolean; fetchPart: () => void } {
  const [arrived, setArrived] = useState(part.isLoaded);
  const fetchPart = useCallback(() => {
    part.preload().then(() => setArrived(true), ignoreFailure);
  }, [part]);
  useEffect(() => (arrived ? undefined : whenIdle(fetchPart)), [arrived, fetchPart]);
  return { arrived, fetchPart };
}

/** The stand-in's side: records focus and caret as it is replaced, before it leaves the page. */
export function useRecordStandInFocus(
  input: RefObject<HTMLInputElement | null>,
  standIn: RefObject<StandInFocus>,
): void {
  // Read at unmount: a blur then would say nothing reliable.
  useLayoutEffect(
    () => () => {
      const element = input.current;
      standIn.current = {
        focused: element !== null && element === document.activeElement,
        caret: element?.selectionStart ?? null,
      };
    },
    [input, standIn],
  );
}

/** The real input's side: takes focus and caret if the stand-in had them. */
export function useTakeOverFocus(
  input: RefObject<HTMLInputElement | null>,
  standIn: RefObject<StandInFocus>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the stand-in
  useEffect(() => {
    const { focused, caret } = standIn.current;
    if (!focused || !input.current) return;
    input.current.focus();
    if (caret !== null) input.current.setSelectionRange(caret, caret);
  }, []);
}
