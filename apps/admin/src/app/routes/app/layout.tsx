import { AnalyticsMenuLock } from "@/features/analytics/components/analytics-menu-lock";
import { ChangePasswordDialog } from "@/features/auth/components/change-password-dialog";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { AppLayout } from "@/features/shell/components/app-layout";
import { ShellGuard } from "@/features/shell/components/shell-guard";

const navigationMarks = { analytics: <AnalyticsMenuLock /> };

/**
 * /{userTypeId}/*: the guarded console frame. The auth feature's dialog, the bell and the analytics
 * item's plan lock are composed in here.
 */
export function Component() {
  return (
    <ShellGuard>
      <AppLayout
        changePasswordModal={ChangePasswordDialog}
        headerActions={<NotificationBell />}
        navigationMarks={navigationMarks}
      />
    </ShellGuard>
  );
}
