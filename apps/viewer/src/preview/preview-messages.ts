import type { Locale } from "@domain/i18n/locales.ts";

/** The preview page's own words, in the language of the browser (the site's language is unknown yet). */
const en = {
  banner: "Preview",
  bannerNote: "Draft: not published",
  privateTitle: "This preview is private",
  privateBody: "Log in with the e-mail address you were invited with and the preview password.",
  passwordTitle: "This preview is protected",
  passwordBody: "Enter the preview password.",
  notSharedTitle: "Preview not available",
  email: "E-mail address",
  password: "Password",
  login: "Log in",
  open: "Open",
  loading: "Loading the preview…",
};
type PreviewMessages = Record<keyof typeof en, string>;

const catalogues: Record<Locale, PreviewMessages> = {
  en,
  ja: {
    banner: "プレビュー",
    bannerNote: "下書き（未公開）",
    privateTitle: "このプレビューは非公開です",
    privateBody: "招待されたメールアドレスとプレビューのパスワードでログインしてください。",
    passwordTitle: "このプレビューは保護されています",
    passwordBody: "プレビューのパスワードを入力してください。",
    notSharedTitle: "プレビューを表示できません",
    email: "メールアドレス",
    password: "パスワード",
    login: "ログイン",
    open: "表示",
    loading: "プレビューを読み込んでいます…",
  },
  zh: {
    banner: "预览",
    bannerNote: "草稿（未发布）",
    privateTitle: "此预览为私密",
    privateBody: "请使用受邀的电子邮件地址和预览密码登录。",
    passwordTitle: "此预览受密码保护",
    passwordBody: "请输入预览密码。",
    notSharedTitle: "无法显示预览",
    email: "电子邮件地址",
    password: "密码",
    login: "登录",
    open: "打开",
    loading: "正在加载预览…",
  },
  ko: {
    banner: "미리보기",
    bannerNote: "초안(미공개)",
    privateTitle: "비공개 미리보기입니다",
    privateBody: "초대된 이메일 주소와 미리보기 비밀번호로 로그인하세요.",
    passwordTitle: "보호된 미리보기입니다",
    passwordBody: "미리보기 비밀번호를 입력하세요.",
    notSharedTitle: "미리보기를 표시할 수 없습니다",
    email: "이메일 주소",
    password: "비밀번호",
    login: "로그인",
    open: "열기",
    loading: "미리보기를 불러오는 중…",
  },
};

/** The language the preview page speaks: one of the four, Japanese unless another is asked for. */
export function previewLocaleOf(language: string): Locale {
  const code = language.slice(0, 2).toLowerCase();
  return code === "en" || code === "zh" || code === "ko" ? code : "ja";
}

export function previewMessagesFor(language: string): PreviewMessages {
  return catalogues[previewLocaleOf(language)];
}
