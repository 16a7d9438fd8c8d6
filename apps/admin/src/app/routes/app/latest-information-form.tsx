import { Navigate, useNavigate, useParams } from "react-router";
import { LoadFailed } from "@/components/load-failed";
import { newsBase, useNotice } from "@/features/notifications/api/notices";
import { NewsImageField } from "@/features/notifications/components/news-image-field";
import { NoticeForm } from "@/features/notifications/components/notice-form";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

/** latest-information/create and /edit/{id}: a news item for the accounts below. */
export function Component() {
  const { title, trail } = useShellPage();
  const { id } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const notice = useNotice(newsBase, id);
  if (!user.permissions.includes("news:manage")) return <Navigate to={paths.forbidden} replace />;
  const root = `/${user.userTypeId}/latest-information`;
  return (
    <SectionGate section="latestInformation">
      <PageFrame title={title} trail={trail}>
        {notice.isError ? (
          <LoadFailed error={notice.error} onRetry={() => notice.refetch()} />
        ) : id && !notice.data ? null : (
          <NoticeForm
            key={notice.data?.id ?? "new"}
            base={newsBase}
            notice={notice.data}
            onSaved={(saved) => navigate(`${root}/${saved.id}`)}
            onCancel={() => navigate(`${root}?tab=sent`)}
            renderImage={(value, onChange) => <NewsImageField value={value} onChange={onChange} />}
          />
        )}
      </PageFrame>
    </SectionGate>
  );
}
