import { ComingSoon } from "@/features/shell/components/coming-soon";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/** Every console page a later issue builds: a proper frame and an empty state until then. */
export function Component() {
  const { meta, title, trail } = useShellPage();
  return (
    <SectionGate section={meta.section}>
      <PageFrame title={title} trail={trail}>
        <ComingSoon section={title} />
      </PageFrame>
    </SectionGate>
  );
}
