import { useNavigate, useParams, useSearchParams } from "react-router";
import { newsBase } from "@/features/notifications/api/notices";
import { NoticeDetail } from "@/features/notifications/components/notice-detail";
import { ReceivedNewsDetail } from "@/features/notifications/components/received-news-detail";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/** latest-information/{id}: a received item (which opening marks read) or one the account wrote. */
export function Component() {
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const root = `/${user.userTypeId}/latest-information`;
  const received = params.get("view") === "received" || !user.permissions.includes("news:manage");
  return (
    <SectionGate section="latestInformation">
      <PageFrame title={title} trail={trail}>
        {received ? (
          <ReceivedNewsDetail id={id} />
        ) : (
          <NoticeDetail
            base={newsBase}
            id={id}
            editPath={`${root}/edit/${id}`}
            onDeleted={() => navigate(`${root}?tab=sent`)}
          />
        )}
      </PageFrame>
    </SectionGate>
  );
}
