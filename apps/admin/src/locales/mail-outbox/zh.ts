import type { Texts } from "./ja";

export const zh: Texts = {
  description:
    "平台发送的邮件记录。未配置SMTP时，邮件保存在此处，正文中的链接（会员注册、密码重置等）会被隐藏，可通过“打开链接”打开。",
  sentDescription: "平台发送邮件的发送状态。邮件由邮件服务器发送，因此此处不显示正文。",
  openLink: "打开链接",
  createdAt: "创建时间",
  to: "收件人",
  subject: "主题",
  status: "状态",
  statuses: { kept: "已保存", pending: "等待发送", sending: "发送中", sent: "已发送", failed: "发送失败" },
  lastError: "第{{attempts}}次发送出错",
  empty: "还没有邮件。",
  total: "共{{count}}封",
};
