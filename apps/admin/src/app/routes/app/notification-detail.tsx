import { Navigate, useNavigate, useParams } from "react-router";
import { SystemNoticeDetail } from "@/features/notifications/components/system-notice-detail";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

/** notification/{id}: one system notification the account sent. */
export function Component() {
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user.permissions.includes("systemNotifications:manage"))
    return <Navigate to={paths.forbidden} replace />;
  return (
    <SectionGate section="systemNotification">
      <PageFrame title={title} trail={trail}>
        <SystemNoticeDetail
          id={id}
          onDeleted={() => navigate(`/${user.userTypeId}/system-notification?tab=sent`)}
        />
      </PageFrame>
    </SectionGate>
  );
}
