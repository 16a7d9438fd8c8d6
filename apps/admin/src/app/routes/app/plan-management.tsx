import { PlanManagement } from "@/features/plans/components/plan-management";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  return (
    <SectionGate section="planManagement">
      <PageFrame title={title}>
        <PlanManagement />
      </PageFrame>
    </SectionGate>
  );
}
