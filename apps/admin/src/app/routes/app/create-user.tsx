import { useParams } from "react-router";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { CreateUser } from "@/features/users/components/create-user";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  return (
    <SectionGate section="userList">
      <PageFrame title={title} trail={trail}>
        <CreateUser key={id} parentId={id} />
      </PageFrame>
    </SectionGate>
  );
}
