import { ChangePasswordModal } from "@/features/auth/components/change-password-modal";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { AppLayout } from "@/features/shell/components/app-layout";
import { ShellGuard } from "@/features/shell/components/shell-guard";

/** /{userTypeId}/*: the guarded console frame. The auth feature's dialog and the bell are composed in here. */
export function Component() {
  return (
    <ShellGuard>
      <AppLayout changePasswordModal={ChangePasswordModal} headerActions={<NotificationBell />} />
    </ShellGuard>
  );
}
