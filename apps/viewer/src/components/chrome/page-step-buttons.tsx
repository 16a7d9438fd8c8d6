import { stepFrom } from "../../app/use-page-navigation.ts";
import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { Icon } from "./icons.tsx";

/**
 * Previous and next page beside the stage on a desktop, where there is no finger to swipe; each is
 * disabled where a move would be blocked (the same rules as a swipe).
 */
export function PageStepButtons() {
  const viewer = useViewer();
  const cell = useCell();
  const previous = stepFrom(viewer.snapshot, cell, "up");
  const next = stepFrom(viewer.snapshot, cell, "down");
  return (
    <div className="mk-steps">
      <button
        type="button"
        className="mk-round-button"
        aria-label={viewer.t("previousPage")}
        disabled={!previous}
        onClick={() => previous && viewer.goTo(previous)}
      >
        <Icon name="chevronUp" />
      </button>
      <button
        type="button"
        className="mk-round-button mk-steps-next"
        aria-label={viewer.t("nextPage")}
        disabled={!next}
        onClick={() => next && viewer.goTo(next)}
      >
        <Icon name="chevronUp" />
      </button>
    </div>
  );
}
