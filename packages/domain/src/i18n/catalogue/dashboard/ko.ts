import type { Translations } from "./en.ts";

export const ko: Translations = {
  "dashboard.invalidMonth": "월은 YYYY-MM 형식으로 입력하세요.",
  "dashboard.rangeIncomplete": "시작 월과 종료 월을 모두 입력하세요.",
  "dashboard.rangeReversed": "종료 월은 시작 월 이후여야 합니다.",
  "dashboard.rangeTooLong": "기간은 최대 {{months}}개월입니다.",
  "dashboard.monthInFuture": "이번 달 또는 그 이전 달을 선택하세요.",
  "dashboard.invalidMovement": "신규, 재개, 확대, 축소, 해지 중에서 선택하세요.",
};
