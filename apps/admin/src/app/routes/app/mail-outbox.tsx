import { MailOutbox } from "@/features/mail-outbox/components/mail-outbox";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  return (
    <SectionGate section="mailOutbox">
      <PageFrame title={title}>
        <MailOutbox />
      </PageFrame>
    </SectionGate>
  );
}
