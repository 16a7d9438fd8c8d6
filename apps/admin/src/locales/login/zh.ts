import type * as ja from "./ja";
import type { Widen } from "./ja";

export const shared: Widen<typeof ja.shared> = {
  common: {
    appName: "Mekuri",
    consoleName: "管理控制台",
    loading: "加载中…",
    cancel: "取消",
    close: "关闭",
    reload: "重新加载",
    retry: "重试",
    backToHome: "返回首页",
    backToLogin: "返回登录",
    goBack: "返回上一页",
    language: "显示语言",
    skipToContent: "跳至正文",
    copyright: "© Mekuri. All rights reserved.",
  },
  languages: {
    ja: "日本語",
    en: "English",
    zh: "中文",
    ko: "한국어",
  },
  request: {
    noConnection: "无法连接到服务器。请检查网络连接，或稍后重试。",
    requestError: "请求出错，请重试。",
    httpError: "错误 {{status}}: {{statusText}}",
  },
  brand: {
    tagline: "轻轻一翻，一目了然。",
    lead: "制作可上下左右滑动的落地页，发布上线，并追踪转化效果。",
    pointBuild: "在纵横网格中制作滑动式网站",
    pointLanguages: "以日语、英语、中文和韩语发布",
    pointAnalytics: "通过滑动分析了解哪些页面最有效",
  },
};

export const auth: Widen<typeof ja.auth> = {
  fields: {
    email: "电子邮箱",
    password: "密码",
    currentPassword: "当前密码",
    newPassword: "新密码",
    confirmPassword: "确认密码",
    emailPlaceholder: "you@example.com",
    toggleVisibility: "显示输入的字符",
  },
  login: {
    title: "登录",
    subtitle: "请输入账户的电子邮箱和密码。",
    submit: "登录",
    forgotPassword: "忘记密码？",
    errorTitle: "无法登录",
  },
};

export const errors: Widen<typeof ja.errors> = {
  code: "错误代码 {{code}}",
  chunkLoad: {
    title: "无法加载此页面",
    description: "可能已发布新版本，或网络连接暂时中断。请重新加载页面。",
  },
  generic: {
    title: "出现问题",
    description: "发生意外错误，请重新加载页面。如果问题仍然存在，请联系管理员。",
  },
};

export const signUp: Widen<typeof ja.signUp> = {
  noLogin: "还没有账号？",
  signUpLink: "申请免费试用",
};
