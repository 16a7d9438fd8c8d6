import { Box } from "@mantine/core";
import { Suspense } from "react";
import { useCurrentUser } from "@/features/shell";
import { withLaterTexts } from "@/lib/i18n";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { useAnalysisAccess } from "../api/get-analysis-access";

// Most operators never see the lock: its tooltip's code and its text (one of the later texts, which
// the frame does not wait for) download only once the server says locked (decisions 157 and 158),
// into a place of the icon's size, so the item's label does not move.
const MenuLockIcon = lazyWithPreload(pick(() => withLaterTexts(import("./menu-lock-icon")), "MenuLockIcon"));

/**
 * The plan lock on the navigation's swipe analytics item, when the server says nothing the operator
 * reaches has analytics (docs/decisions/133); the screen still shows the lock per site (decision 050).
 */
export function AnalyticsMenuLock() {
  const user = useCurrentUser();
  const access = useAnalysisAccess(user.permissions.includes("analytics:view"));
  if (!access.data?.locked) return null;
  return (
    <Suspense fallback={<Box w={16} h={16} aria-hidden />}>
      <MenuLockIcon />
    </Suspense>
  );
}
