import { Tabs } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { InboxList } from "@/features/notifications/components/inbox-list";
import { SentSystemNotices } from "@/features/notifications/components/sent-system-notices";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/** system-notification: the operator's notifications (mark-all, show-more) and, for senders, what they sent. */
export function Component() {
  const { t } = useTranslation();
  const { title } = useShellPage();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const canSend = user.permissions.includes("systemNotifications:manage");
  const tab = canSend && params.get("tab") === "sent" ? "sent" : "received";
  return (
    <SectionGate section="systemNotification">
      <PageFrame title={title}>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === "sent" ? { tab: "sent" } : {}, { replace: true })}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="received">{t("notices.received")}</Tabs.Tab>
            {canSend ? <Tabs.Tab value="sent">{t("notices.sent")}</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="received">
            <InboxList kind="system" />
          </Tabs.Panel>
          {canSend ? (
            <Tabs.Panel value="sent">
              <SentSystemNotices
                createPath={`/${user.userTypeId}/create-notification`}
                detailPath={(id) => `/${user.userTypeId}/notification/${id}`}
              />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </PageFrame>
    </SectionGate>
  );
}
