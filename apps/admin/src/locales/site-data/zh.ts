import type { Texts } from "./ja";

export const zh: Texts = {
  tabs: { member: "会员注册", contact: "咨询", form: "表单", survey: "问卷" },
  keyword: "关键词",
  keywordPlaceholder: "按回答内容搜索",
  email: "邮箱地址",
  language: "语言",
  allLanguages: "全部语言",
  exportCsv: "导出CSV",
  registeredAt: "注册时间",
  sentAt: "提交时间",
  lastLogin: "最近登录",
  answers: "回答内容",
  empty: "没有符合条件的数据。",
  total: "共{{count}}条",
};
