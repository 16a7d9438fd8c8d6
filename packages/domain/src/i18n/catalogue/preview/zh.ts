import type { Translations } from "./en.ts";

export const zh: Translations = {
  "preview.shared": "已共享预览。",
  "preview.emailsDeleted": "已删除共享的电子邮件地址。",
  "preview.revoked": "已更新预览访问权限。",
  "preview.passwordSet": "已设置预览密码。",
  "preview.passwordRequired": "私密预览需要设置密码。",
  "preview.loginRequired": "请使用受邀的电子邮件地址和预览密码登录。",
  "preview.passwordIncorrect": "预览密码不正确。",
  "preview.loginFailed": "电子邮件地址或密码不正确。",
  "mail.previewInvite.subject": "{{site}} 的预览",
  "mail.previewInvite.body":
    "您好，\n\n{{sender}} 与您共享了“{{site}}”的预览：\n{{url}}\n\n请使用此电子邮件地址和从 {{sender}} 处获得的密码登录。",
};
