import type { Translations } from "./en.ts";

export const ja: Translations = {
  "dashboard.invalidMonth": "月は YYYY-MM の形式で入力してください。",
  "dashboard.rangeIncomplete": "開始月と終了月の両方を入力してください。",
  "dashboard.rangeReversed": "終了月は開始月以降にしてください。",
  "dashboard.rangeTooLong": "期間は最長 {{months}} か月までです。",
  "dashboard.monthInFuture": "今月以前の月を選んでください。",
  "dashboard.invalidMovement": "新規・再開・拡大・縮小・解約のいずれかを選んでください。",
};
