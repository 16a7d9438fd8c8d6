import { type LinkInput, resolveClick } from "@domain/viewer/link-action.ts";
import { type RefObject, useCallback } from "react";
import { ensureSessionId, readExperiment } from "../analytics/session.ts";
import { keepsExternalLinksInTab, parsesAsScript } from "../lib/link-actions.ts";
import type { Cell } from "../lib/navigation.ts";
import { runClick } from "./run-click.ts";
import type { ViewerContextValue, ViewerSite } from "./viewer-context.tsx";

/** A tap on a link of any kind: the domain decides what it does, `runClick` does it. */
export function useLinkClick(
  { snapshot, basePath, query, viewOnly, preview }: ViewerSite,
  cell: RefObject<Cell>,
  goTo: (cell: Cell) => void,
) {
  return useCallback<ViewerContextValue["click"]>(
    (link: LinkInput, context) => {
      const experiment = readExperiment();
      const action = resolveClick(link, {
        viewOnly,
        autoAttachUrlParam: snapshot.settings.autoAttachUrlParam,
        ecLink: keepsExternalLinksInTab(snapshot.settings.isEcLink, { preview, ...context }),
        siteId: snapshot.siteId,
        pageId: context.pageId ?? null,
        popupId: context.popupId ?? null,
        experiment:
          experiment.variationId && experiment.experimentId
            ? ({ ...experiment, sessionUserId: ensureSessionId() } as {
                variationId: string;
                experimentId: string;
                sessionUserId: string;
              })
            : null,
        currentQuery: query,
        parses: parsesAsScript,
      });
      runClick(action, { snapshot, basePath, query, cell: cell.current, goTo });
      return action;
    },
    [viewOnly, preview, snapshot, query, basePath, goTo, cell],
  );
}
