import type { Texts } from "./ja";

export const ko: Texts = {
  tabs: { member: "회원 가입", contact: "문의", form: "폼", survey: "설문" },
  keyword: "키워드",
  keywordPlaceholder: "응답 내용으로 검색",
  email: "이메일 주소",
  language: "언어",
  allLanguages: "모든 언어",
  exportCsv: "CSV 내보내기",
  registeredAt: "등록 일시",
  sentAt: "전송 일시",
  lastLogin: "마지막 로그인",
  answers: "응답 내용",
  empty: "해당하는 데이터가 없습니다.",
  total: "총 {{count}}건",
};
