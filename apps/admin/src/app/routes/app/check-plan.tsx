import { useSearchParams } from "react-router";
import { PlanCheck } from "@/features/plans/components/plan-check";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/** Plan confirmation: the caller's own plan, or with ?id= the plan of an account below it. */
export function Component() {
  const { meta, title, trail } = useShellPage();
  const [params] = useSearchParams();
  return (
    <SectionGate section={meta.section}>
      <PageFrame title={title} trail={trail}>
        <PlanCheck accountId={params.get("id") ?? undefined} />
      </PageFrame>
    </SectionGate>
  );
}
