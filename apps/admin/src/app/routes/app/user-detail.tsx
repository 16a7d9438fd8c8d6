import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { PaymentHistory } from "@/features/billing/components/payment-history";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { UserDetail } from "@/features/users/components/user-detail";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  return (
    <SectionGate section="userList">
      <PageFrame title={title} trail={trail}>
        <Stack gap="lg">
          <UserDetail key={id} id={id} />
          <PaymentHistory key={`payments-${id}`} accountId={id} />
        </Stack>
      </PageFrame>
    </SectionGate>
  );
}
