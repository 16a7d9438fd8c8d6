import { useCurrentUser } from "@/features/shell";
import { useDeferredPopup } from "@/lib/deferred-popup";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { useInboxSummary } from "../api/inbox";
import { BellButton, BellIndicator } from "./bell-button";

// The open bell is on no screen's first view: its popover and list download when the browser is
// idle after the screen has shown, when the pointer or focus reaches the bell, or when it is
// pressed (decisions 157, 177).
const Popup = lazyWithPreload(pick(() => import("./bell-popover"), "BellPopover"));

/** The header's bell: the unread system notification count and the newest few (admin.md §2). */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user.permissions.includes("systemNotifications:view")) return null;
  return <Bell listPath={`/${user.userTypeId}/system-notification`} />;
}

function Bell({ listPath }: { listPath: string }) {
  const summary = useInboxSummary("system");
  const { arrival, standIn } = useDeferredPopup(Popup, "dialog");
  if (arrival) return <Popup arrival={arrival} summary={summary.data} listPath={listPath} />;
  const unread = summary.data?.unread ?? 0;
  return (
    <BellIndicator unread={unread}>
      <BellButton unread={unread} {...standIn} />
    </BellIndicator>
  );
}
