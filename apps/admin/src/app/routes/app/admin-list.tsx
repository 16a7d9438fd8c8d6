import { AdminList } from "@/features/admins/components/admin-list";
import { ApiDialog } from "@/features/api-access/components/api-dialog";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  return (
    <SectionGate section="adminList">
      <PageFrame title={title}>
        <AdminList actions={<ApiDialog />} />
      </PageFrame>
    </SectionGate>
  );
}
