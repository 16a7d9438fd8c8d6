import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { SummaryOverview } from "@/features/shell/components/summary-overview";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  return (
    <SectionGate section="summary">
      <PageFrame title={title}>
        <SummaryOverview />
      </PageFrame>
    </SectionGate>
  );
}
