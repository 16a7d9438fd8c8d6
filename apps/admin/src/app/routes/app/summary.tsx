import { Dashboard } from "@/features/dashboard/components/dashboard";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  return (
    <SectionGate section="summary">
      <PageFrame title={title}>
        <Dashboard />
      </PageFrame>
    </SectionGate>
  );
}
