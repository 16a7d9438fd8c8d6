import type { ClickAction } from "@domain/viewer/link-action.ts";
import type { SiteSnapshot } from "@mekuri/domain";
import { releaseLeaveGuard } from "../lib/leave-guard.ts";
import { type Cell, cellOfOrder } from "../lib/navigation.ts";
import { sitePath } from "../lib/site-paths.ts";

export interface RunContext {
  snapshot: SiteSnapshot;
  basePath: string;
  query: string;
  cell: Cell;
  goTo(cell: Cell): void;
}

/** Carries out what the domain's click rules decided. */
export function runClick(action: ClickAction, context: RunContext): void {
  const { snapshot, basePath, query } = context;
  switch (action.kind) {
    case "none":
      return;
    case "page-jump": {
      const target = cellOfOrder(snapshot, context.cell.columnIndex, action.pageOrder);
      if (target) context.goTo(target);
      return;
    }
    case "internal":
      releaseLeaveGuard();
      location.assign(sitePath(snapshot, basePath, { kind: "page", page: action.page }, query));
      return;
    case "survey":
      releaseLeaveGuard();
      location.assign(sitePath(snapshot, basePath, { kind: "survey", surveyId: action.surveyId }, query));
      return;
    case "external":
      if (action.newTab) {
        window.open(action.url, "_blank", "noopener");
        return;
      }
      releaseLeaveGuard();
      location.assign(action.url);
      return;
    case "script":
      // Creator code on the site's own origin (ARCHITECTURE.md, Security model), parsed before.
      try {
        new Function(action.code)();
      } catch {
        // A creator script that throws must not break the viewer.
      }
      return;
  }
}
