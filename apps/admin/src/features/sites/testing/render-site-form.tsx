import { type SiteDocument, unlimitedCapabilities } from "@mekuri/domain";
import { type ReactNode, useState } from "react";
import { renderAt } from "@/testing/render";
import { SiteFormProvider } from "../components/site-form-context";

/**
 * Renders a settings panel over a document held as the site editor holds it; `latest` reads the
 * document after every change the panel made.
 */
export function renderSiteForm(site: SiteDocument, panel: ReactNode) {
  let current = site;
  function Harness() {
    const [doc, setDoc] = useState<SiteDocument>(current);
    const update = (edit: (site: SiteDocument) => SiteDocument) =>
      setDoc((previous) => {
        current = edit(previous);
        return current;
      });
    return (
      <SiteFormProvider
        value={{
          site: doc,
          saved: undefined,
          update,
          issues: {},
          refusals: 0,
          capabilities: unlimitedCapabilities,
          readOnly: false,
        }}
      >
        {panel}
      </SiteFormProvider>
    );
  }
  const view = renderAt(<Harness />);
  return { ...view, latest: () => current };
}
