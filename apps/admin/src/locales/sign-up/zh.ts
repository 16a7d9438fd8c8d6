import type { Texts } from "./ja";

export const zh: Texts = {
  title: "申请免费试用",
  subtitle: "请输入公司名称、您的姓名和电子邮件地址。打开我们发送的邮件中的链接后即可开始试用。",
  companyName: "公司名称",
  contactName: "您的姓名",
  confirmPassword: "确认密码",
  submit: "发送确认邮件",
  sentTitle: "请查收邮件",
  trialNote: "试用使用Trial套餐，自开始之日起可使用一个月。",
  haveLogin: "已有账号？",
  loginLink: "登录",
  verifyingTitle: "正在准备您的试用",
  verifying: "正在确认您的电子邮件地址…",
  failedTitle: "无法完成注册",
  tokenMissing: "请通过确认邮件中的链接打开此页面。",
  again: "重新申请",
};
