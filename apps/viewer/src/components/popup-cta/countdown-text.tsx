import { countdown } from "@domain/viewer/countdown.ts";
import { useEffect, useState } from "react";
import type { Translate } from "../../lib/translate.ts";

/** "n days / hours / minutes left", ticking when the shown value changes; calls onEnd once at zero. */
export function CountdownText({ end, t, onEnd }: { end: string; t: Translate; onEnd(): void }) {
  const [now, setNow] = useState(() => new Date());
  const remaining = countdown(end, now);

  useEffect(() => {
    if (remaining.ended) {
      onEnd();
      return;
    }
    const timer = setTimeout(() => setNow(new Date()), Math.max(1000, remaining.nextTickMs));
    return () => clearTimeout(timer);
  }, [remaining, onEnd]);

  if (remaining.ended) return null;
  const key =
    remaining.unit === "days"
      ? "remainingDays"
      : remaining.unit === "hours"
        ? "remainingHours"
        : "remainingMinutes";
  return <span className="mk-popup-countdown">{t(key, { n: remaining.value })}</span>;
}
