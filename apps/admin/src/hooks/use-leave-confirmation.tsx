import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { lazyDialog, pick } from "@/lib/lazy-with-preload";

/** Downloaded when idle or at its first opening, as every dialog of a screen (decision 157). */
const LeaveModal = lazyDialog(
  pick(() => import("@/components/leave-dialog"), "LeaveDialog"),
  (props) => props.opened,
);

export interface LeaveConfirmation {
  /** Render this somewhere in the component: the "leave this page?" dialog. */
  modal: ReactNode;
  /** Call before a navigation the form itself starts (after saving), so it is not questioned. */
  allowLeave: () => void;
}

/**
 * admin.md §2/§4: leaving with unsaved changes asks first. In-app navigation is held by the
 * router's blocker and confirmed in a dialog; closing or reloading the tab gets the browser's prompt.
 */
export function useLeaveConfirmation(dirty: boolean): LeaveConfirmation {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowedRef = useRef(false);
  const guarded = () => dirtyRef.current && !allowedRef.current;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || allowedRef.current) return;
      event.preventDefault();
      // Older browsers still need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowedRef.current = true;
  }, []);

  const modal = (
    <LeaveModal
      opened={blocker.state === "blocked"}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );

  return { modal, allowLeave };
}
