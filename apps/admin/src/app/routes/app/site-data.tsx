import { Tabs } from "@mantine/core";
import { IconAddressBook, IconForms, IconListCheck, IconMessage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams, useSearchParams } from "react-router";
import { useCurrentUser } from "@/features/shell/components/current-user";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { siteRecordKinds } from "@/features/site-data/api/site-records";
import { SiteRecords } from "@/features/site-data/components/site-records";
import { SurveyList } from "@/features/surveys/components/survey-list";
import { paths } from "@/lib/api-rules";
import { useShellPage } from "./use-shell-page";

const tabs = [...siteRecordKinds, "survey"] as const;
const icons = {
  member: IconAddressBook,
  contact: IconMessage,
  form: IconForms,
  survey: IconListCheck,
} as const;

/**
 * admin.md §2 "Membership, CONTACT and Form lists" of a site, and its surveys beside them
 * (decision 020). The open tab is kept in the address so it survives a reload.
 */
export function Component() {
  const { t } = useTranslation();
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((value) => value === params.get("tab")) ?? "member";
  if (!user.permissions.includes("siteData:view")) return <Navigate to={paths.forbidden} replace />;
  const canExport = user.permissions.includes("siteData:export");
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={trail}>
        <Tabs
          key={id}
          value={tab}
          onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {tabs.map((value) => {
              const Icon = icons[value];
              return (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                  {t(`siteData.tabs.${value}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {siteRecordKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <SiteRecords kind={kind} siteId={id} canExport={canExport} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="survey">
            <SurveyList siteId={id} canEdit={user.permissions.includes("sites:edit")} canExport={canExport} />
          </Tabs.Panel>
        </Tabs>
      </PageFrame>
    </SectionGate>
  );
}
