import { useParams } from "react-router";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import { SiteEditor } from "@/features/sites/components/site-editor";
import { withLaterTexts } from "@/lib/i18n";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";
import { useShellPage } from "./use-shell-page";

// The page grid and its creative editor download when the Creatives tab opens or is about to, with
// their texts (later ones, decision 158).
const loadCreatives = () => withLaterTexts(import("@/features/creatives/components/creative-settings"));
const CreativeSettings = lazyWithPreload(pick(loadCreatives, "CreativeSettings"));

/** The builder: the sites feature's editor with the creatives feature's grid in its Creatives tab. */
export function Component() {
  const { title, trail } = useShellPage();
  const { id = "" } = useParams();
  return (
    <SectionGate section="siteList">
      <PageFrame title={title} trail={trail}>
        <SiteEditor
          key={id}
          siteId={id}
          renderCreatives={(props) => <CreativeSettings {...props} />}
          prefetchCreatives={CreativeSettings.prefetch}
        />
      </PageFrame>
    </SectionGate>
  );
}
