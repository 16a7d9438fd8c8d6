import { useParams } from "react-router";
import { CreativeSettings } from "@/features/creatives/components/creative-settings";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { SiteEditor } from "@/features/sites/components/site-editor";
import { useShellPage } from "./use-shell-page";

/** The builder: the sites feature's editor with the creatives feature's grid in its Creatives tab. */
export function Component() {
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={trail}>
        <SiteEditor key={id} siteId={id} renderCreatives={(props) => <CreativeSettings {...props} />} />
      </PageFrame>
    </SectionGate>
  );
}
