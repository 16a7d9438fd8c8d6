import { useViewer } from "../../app/viewer-context.tsx";
import { SiteLogo } from "./top-bar.tsx";

/** Below the stage: the footer logo and, on the free plan, the powered-by line. Fixed heights (§9). */
export function SiteFooter() {
  const { snapshot, t } = useViewer();
  const setting = snapshot.settings.logo;
  const logo = setting?.placement === "footer";
  const powered = snapshot.plan.poweredBy;
  if (!logo && !powered) return null;
  const height = logo && powered ? 96 : logo ? 68 : 37;
  // The logo takes the alignment the creator chose, as in the header; the powered-by line stays centred.
  const alignment = logo ? setting.alignment : "center";
  return (
    <footer className={`mk-site-footer mk-site-footer--${alignment}`} style={{ height }}>
      {logo && <SiteLogo />}
      {powered && (
        <a className="mk-powered" href="https://mekuri.app" target="_blank" rel="noopener">
          {t("poweredBy")}
        </a>
      )}
    </footer>
  );
}

export function siteFooterHeight(snapshot: import("@mekuri/domain").SiteSnapshot): number {
  const logo = snapshot.settings.logo?.placement === "footer";
  const powered = snapshot.plan.poweredBy;
  return logo && powered ? 96 : logo ? 68 : powered ? 37 : 0;
}
