import { Navigate, useNavigate } from "react-router";
import { SystemNoticeForm } from "@/features/notifications/components/system-notice-form";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

/** create-notification: send a system notification to groups below the operator. */
export function Component() {
  const { title, trail } = useShellPage();
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user.permissions.includes("systemNotifications:manage"))
    return <Navigate to={paths.forbidden} replace />;
  const list = `/${user.userTypeId}/system-notification?tab=sent`;
  return (
    <SectionGate section="systemNotification">
      <PageFrame title={title} trail={trail}>
        <SystemNoticeForm onSaved={() => navigate(list)} onCancel={() => navigate(list)} />
      </PageFrame>
    </SectionGate>
  );
}
