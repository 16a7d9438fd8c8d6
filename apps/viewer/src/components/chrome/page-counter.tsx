import { pageCounter } from "@domain/viewer/navigation.ts";
import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { gridOf } from "../../lib/navigation.ts";

/** "n / total" within the current category. */
export function PageCounter() {
  const { snapshot, t } = useViewer();
  const cell = useCell();
  const counter = pageCounter(gridOf(snapshot), cell);
  if (!counter) return null;
  return (
    <p className="mk-counter" aria-live="polite">
      <span aria-hidden="true">{`${counter.current} / ${counter.total}`}</span>
      <span className="mk-sr-only">{t("pageCounter", { n: counter.current, total: counter.total })}</span>
    </p>
  );
}
