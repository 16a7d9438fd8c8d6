import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { deliveryBase } from "@/features/notifications/api/notices";
import { NoticeList } from "@/features/notifications/components/notice-list";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

/** notification-delivery/{siteId}: the site's notices for its visitors (admin.md §2). */
export function Component() {
  const { t } = useTranslation();
  const { title, trail } = useShellPage();
  const { siteId = "" } = useParams();
  const user = useCurrentUser();
  if (!user.permissions.includes("notificationDelivery:manage"))
    return <Navigate to={paths.forbidden} replace />;
  const root = `/${user.userTypeId}/notification-delivery/${siteId}`;
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={trail}>
        <Text size="sm" c="dimmed">
          {t("notices.deliveryIntro")}
        </Text>
        <NoticeList
          key={siteId}
          base={deliveryBase(siteId)}
          createPath={`${root}/create`}
          detailPath={(id) => `${root}/detail/${id}`}
          editPath={(id) => `${root}/edit/${id}`}
        />
      </PageFrame>
    </SectionGate>
  );
}
