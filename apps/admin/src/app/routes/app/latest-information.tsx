import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { newsBase } from "@/features/notifications/api/notices";
import { InboxList } from "@/features/notifications/components/inbox-list";
import { NoticeList } from "@/features/notifications/components/notice-list";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/**
 * latest-information: the news the operator received (newest first, unread marked) and, for the
 * master and OEM masters, the news they write for the accounts below them.
 */
export function Component() {
  const { t } = useTranslation();
  const { title } = useShellPage();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const canWrite = user.permissions.includes("news:manage");
  const root = `/${user.userTypeId}/latest-information`;
  const tab = canWrite && params.get("tab") === "sent" ? "sent" : "received";
  return (
    <SectionGate section="latestInformation">
      <PageFrame title={title}>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === "sent" ? { tab: "sent" } : {}, { replace: true })}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="received">{t("notices.received")}</Tabs.Tab>
            {canWrite ? <Tabs.Tab value="sent">{t("notices.sent")}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="received">
            <InboxList kind="news" detailPath={(id) => `${root}/${id}?view=received`} />
          </Tabs.Panel>
          {canWrite ? (
            <Tabs.Panel value="sent">
              <NoticeList
                base={newsBase}
                createPath={`${root}/create`}
                detailPath={(id) => `${root}/${id}`}
                editPath={(id) => `${root}/edit/${id}`}
              />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </PageFrame>
    </SectionGate>
  );
}
