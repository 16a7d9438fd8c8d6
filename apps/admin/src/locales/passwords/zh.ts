import type { Texts } from "./ja";

export const zh: Texts = {
  resetPass: {
    title: "重置密码",
    subtitle: "请输入注册时使用的电子邮箱，我们将向您发送设置新密码的链接。",
    submit: "发送重置链接",
    sentTitle: "请查收邮件",
    recommendation: "如果您使用临时密码登录，建议在首次登录时修改密码。",
  },
  newPassword: {
    title: "设置新密码",
    subtitle: "请为 {{email}} 输入新密码。",
    submit: "设置密码",
    verifying: "正在验证链接…",
    invalidTitle: "此链接无法使用",
    missingTitle: "链接不完整",
    requestNewLink: "重新发送重置链接",
    doneTitle: "密码已重置",
    goToLogin: "前往登录",
  },
  firstTime: {
    title: "请设置您自己的密码",
    subtitle:
      "您正在使用管理员发放的临时密码登录。为了安全，请先将其更改为只有您知道的密码，然后再开始使用。",
    currentHint: "请输入管理员提供的临时密码。",
    submit: "修改密码",
    done: "密码已修改。欢迎使用 Mekuri。",
    logoutInstead: "使用其他账户登录",
  },
  changePassword: {
    title: "修改密码",
    subtitle: "请输入当前密码和新密码。",
    submit: "修改密码",
  },
  checklist: {
    title: "密码要求",
    length: "{{min}}～{{max}}个字符",
    lowercase: "包含小写字母（a–z）",
    uppercase: "包含大写字母（A–Z）",
    digit: "包含数字（0–9）",
    special: "包含以下符号之一：{{specials}}",
    allowed: "仅限字母、数字和上述符号（不含空格）",
    met: "已满足",
    unmet: "未满足",
  },
};
