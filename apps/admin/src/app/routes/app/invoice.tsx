import { useParams } from "react-router";
import { InvoiceView } from "@/features/billing/components/invoice-view";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { meta, title, trail } = useShellPage();
  const { id = "" } = useParams();
  return (
    <SectionGate section={meta.section}>
      <PageFrame title={title} trail={trail}>
        <InvoiceView key={id} id={id} />
      </PageFrame>
    </SectionGate>
  );
}
