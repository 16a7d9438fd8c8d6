import { addDays, addMonths, jstDay, jstMonth, monthPeriod, type Period } from "@mekuri/domain";

/** The period choices above the analytics screen; every day is a JST day (docs/decisions/040). */
export const periodPresets = ["last7", "last30", "last90", "thisMonth", "lastMonth"] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** The period a preset stands for on the JST day of `now`, today included. */
export function presetPeriod(preset: PeriodPreset, now: Date | number): Period {
  const today = jstDay(now);
  switch (preset) {
    case "last7":
      return { from: addDays(today, -6), to: today };
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "last90":
      return { from: addDays(today, -89), to: today };
    case "thisMonth":
      return { from: monthPeriod(jstMonth(now)).from, to: today };
    case "lastMonth":
      return monthPeriod(addMonths(`${jstMonth(now)}-01`, -1).slice(0, 7));
  }
}

/** The preset a period equals today, else "custom"; the server's default is the last 30 days. */
export function presetOf(period: Period | undefined, now: Date | number): PeriodPreset | "custom" {
  if (!period) return "last30";
  return (
    periodPresets.find((preset) => {
      const candidate = presetPeriod(preset, now);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? "custom"
  );
}
