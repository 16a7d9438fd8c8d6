import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { deliveryBase } from "@/features/notifications/api/notices";
import { NoticeDetail } from "@/features/notifications/components/notice-detail";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

/** notification-delivery/{siteId}/detail/{id}. */
export function Component() {
  const { t } = useTranslation();
  const { title, trail } = useShellPage();
  const { siteId = "", id = "" } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user.permissions.includes("notificationDelivery:manage"))
    return <Navigate to={paths.forbidden} replace />;
  const root = `/${user.userTypeId}/notification-delivery/${siteId}`;
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={[...trail, { label: t("notices.deliveries"), to: root }]}>
        <NoticeDetail
          base={deliveryBase(siteId)}
          id={id}
          editPath={`${root}/edit/${id}`}
          onDeleted={() => navigate(root)}
        />
      </PageFrame>
    </SectionGate>
  );
}
