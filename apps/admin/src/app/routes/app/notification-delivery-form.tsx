import { acceptedFormatNames, acceptOf } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { deliveryBase, useNotice } from "@/features/notifications/api/notices";
import { NoticeForm } from "@/features/notifications/components/notice-form";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { ImageUpload } from "@/features/sites/components/image-upload";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

/**
 * notification-delivery/{siteId}/create and /edit/{id}: the notice form with the site's image upload
 * (the builder's pipeline, purpose "notification", images only).
 */
export function Component() {
  const { t } = useTranslation();
  const { title, trail } = useShellPage();
  const { siteId = "", id } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const base = deliveryBase(siteId);
  const notice = useNotice(base, id);
  if (!user.permissions.includes("notificationDelivery:manage"))
    return <Navigate to={paths.forbidden} replace />;
  const root = `/${user.userTypeId}/notification-delivery/${siteId}`;
  const deliveryTrail = [...trail, { label: t("notices.deliveries"), to: root }];
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={deliveryTrail}>
        {notice.isError ? (
          <LoadFailed error={notice.error} onRetry={() => notice.refetch()} />
        ) : id && !notice.data ? null : (
          <NoticeForm
            key={notice.data?.id ?? "new"}
            base={base}
            notice={notice.data}
            onSaved={(saved) => navigate(`${root}/detail/${saved.id}`)}
            onCancel={() => navigate(root)}
            renderImage={(value, onChange) => (
              <ImageUpload
                siteId={siteId}
                purpose="notification"
                label={t("notices.fields.image")}
                hint={t("notices.imageHint", acceptedFormatNames)}
                value={value || null}
                accept={acceptOf("image")}
                onUploaded={(asset) => onChange(asset.url)}
                onRemove={() => onChange("")}
              />
            )}
          />
        )}
      </PageFrame>
    </SectionGate>
  );
}
