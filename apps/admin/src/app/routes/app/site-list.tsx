import { useState } from "react";
import { PageFrame } from "@/features/shell/components/page-frame";
import { SectionGate } from "@/features/shell/components/section-gate";
import type { PreviewTarget } from "@/features/sites/api/get-preview-url";
import { LazyPreviewDrawer } from "@/features/sites/components/lazy-preview-drawer";
import { SiteList } from "@/features/sites/components/site-list";
import { useShellPage } from "./use-shell-page";

export function Component() {
  const { title } = useShellPage();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  return (
    <SectionGate section="siteList">
      <PageFrame title={title}>
        <SiteList onPreview={setPreview} />
        <LazyPreviewDrawer target={preview} onClose={() => setPreview(null)} />
      </PageFrame>
    </SectionGate>
  );
}
