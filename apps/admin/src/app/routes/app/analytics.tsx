import { useTranslation } from "react-i18next";
import { AnalyticsScreen } from "@/features/analytics/components/analytics-screen";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/** admin.md §2 "Swipe analytics"; also opened by the site list's "analyze" (`?siteId=`). */
export function Component() {
  const { t } = useTranslation();
  const { title } = useShellPage();
  return (
    <SectionGate section="analytics">
      <PageFrame title={title} description={t("analysis.description")}>
        <AnalyticsScreen />
      </PageFrame>
    </SectionGate>
  );
}
