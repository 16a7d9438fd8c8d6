import { PaymentList } from "@/features/billing/components/payment-list";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { meta, title, trail } = useShellPage();
  return (
    <SectionGate section={meta.section}>
      <PageFrame title={title} trail={trail}>
        <PaymentList />
      </PageFrame>
    </SectionGate>
  );
}
