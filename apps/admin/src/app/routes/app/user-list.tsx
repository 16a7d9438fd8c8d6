import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { UserList } from "@/features/users/components/user-list";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  return (
    <SectionGate section="userList">
      <PageFrame title={title}>
        <UserList />
      </PageFrame>
    </SectionGate>
  );
}
