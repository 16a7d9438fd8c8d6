import type { SectionCatalogue } from "./section.ts";

/** Messages of the summary dashboard (admin.md §2 Summary dashboard, §7 Dashboard, §9). */
const en = {
  "dashboard.invalidMonth": "Enter the month as YYYY-MM.",
  "dashboard.rangeIncomplete": "Enter both the start month and the end month.",
  "dashboard.rangeReversed": "The end month must not be before the start month.",
  "dashboard.rangeTooLong": "The range can be at most {{months}} months long.",
  "dashboard.monthInFuture": "Choose this month or an earlier one.",
  "dashboard.invalidMovement": "Choose new, reactivation, expansion, contraction or churn.",
};

export const dashboardMessages: SectionCatalogue<typeof en> = {
  en,
  ja: {
    "dashboard.invalidMonth": "月は YYYY-MM の形式で入力してください。",
    "dashboard.rangeIncomplete": "開始月と終了月の両方を入力してください。",
    "dashboard.rangeReversed": "終了月は開始月以降にしてください。",
    "dashboard.rangeTooLong": "期間は最長 {{months}} か月までです。",
    "dashboard.monthInFuture": "今月以前の月を選んでください。",
    "dashboard.invalidMovement": "新規・再開・拡大・縮小・解約のいずれかを選んでください。",
  },
  zh: {
    "dashboard.invalidMonth": "请按 YYYY-MM 格式输入月份。",
    "dashboard.rangeIncomplete": "请同时输入开始月份和结束月份。",
    "dashboard.rangeReversed": "结束月份不能早于开始月份。",
    "dashboard.rangeTooLong": "期间最长为 {{months}} 个月。",
    "dashboard.monthInFuture": "请选择本月或更早的月份。",
    "dashboard.invalidMovement": "请选择新增、恢复、扩大、缩小或解约。",
  },
  ko: {
    "dashboard.invalidMonth": "월은 YYYY-MM 형식으로 입력하세요.",
    "dashboard.rangeIncomplete": "시작 월과 종료 월을 모두 입력하세요.",
    "dashboard.rangeReversed": "종료 월은 시작 월 이후여야 합니다.",
    "dashboard.rangeTooLong": "기간은 최대 {{months}}개월입니다.",
    "dashboard.monthInFuture": "이번 달 또는 그 이전 달을 선택하세요.",
    "dashboard.invalidMovement": "신규, 재개, 확대, 축소, 해지 중에서 선택하세요.",
  },
};
