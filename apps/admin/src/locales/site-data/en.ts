import type { Texts } from "./ja";

export const en: Texts = {
  tabs: { member: "Membership", contact: "CONTACT", form: "Form", survey: "Surveys" },
  keyword: "Keyword",
  keywordPlaceholder: "Search the answers",
  email: "Email",
  language: "Language",
  allLanguages: "All languages",
  exportCsv: "Export CSV",
  registeredAt: "Registered",
  sentAt: "Sent",
  lastLogin: "Last login",
  answers: "Answers",
  empty: "Nothing matches.",
  total: "{{count}} in total",
};
