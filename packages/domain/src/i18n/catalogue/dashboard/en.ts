/** Messages of the summary dashboard (admin.md §2 Summary dashboard, §7 Dashboard, §9). */
export const en = {
  "dashboard.invalidMonth": "Enter the month as YYYY-MM.",
  "dashboard.rangeIncomplete": "Enter both the start month and the end month.",
  "dashboard.rangeReversed": "The end month must not be before the start month.",
  "dashboard.rangeTooLong": "The range can be at most {{months}} months long.",
  "dashboard.monthInFuture": "Choose this month or an earlier one.",
  "dashboard.invalidMovement": "Choose new, reactivation, expansion, contraction or churn.",
};

export type Translations = Record<keyof typeof en, string>;
