import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { CreateSite } from "@/features/sites/components/create-site";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title, trail } = useShellPage();
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={trail}>
        <CreateSite />
      </PageFrame>
    </SectionGate>
  );
}
