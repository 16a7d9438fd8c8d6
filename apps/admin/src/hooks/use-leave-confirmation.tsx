import { Button, Group, Modal, Text } from "@mantine/core";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

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
  const { t } = useTranslation();
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

  const blocked = blocker.state === "blocked";
  const modal = (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t("leave.title")} centered zIndex={300}>
      <Text size="sm" c="dimmed">
        {t("leave.message")}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t("leave.stay")}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t("leave.leave")}
        </Button>
      </Group>
    </Modal>
  );

  return { modal, allowLeave };
}
