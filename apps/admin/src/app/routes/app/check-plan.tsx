import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { BillEstimate } from "@/features/billing/components/bill-estimate";
import { PaymentMethodCard } from "@/features/billing/components/payment-method-card";
import { PlanCheck } from "@/features/plans/components/plan-check";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

/** Plan confirmation: the caller's own plan (or with ?id= an account below it) and its next bill. */
export function Component() {
  const { meta, title, trail } = useShellPage();
  const [params] = useSearchParams();
  return (
    <SectionGate section={meta.section}>
      <PageFrame title={title} trail={trail}>
        <Stack gap="lg">
          <PlanCheck accountId={params.get("id") ?? undefined} />
          <BillEstimate accountId={params.get("id") ?? undefined} />
          {params.get("id") ? null : <PaymentMethodCard />}
        </Stack>
      </PageFrame>
    </SectionGate>
  );
}
