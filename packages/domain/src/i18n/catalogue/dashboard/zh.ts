import type { Translations } from "./en.ts";

export const zh: Translations = {
  "dashboard.invalidMonth": "请按 YYYY-MM 格式输入月份。",
  "dashboard.rangeIncomplete": "请同时输入开始月份和结束月份。",
  "dashboard.rangeReversed": "结束月份不能早于开始月份。",
  "dashboard.rangeTooLong": "期间最长为 {{months}} 个月。",
  "dashboard.monthInFuture": "请选择本月或更早的月份。",
  "dashboard.invalidMovement": "请选择新增、恢复、扩大、缩小或解约。",
};
