import type { Translations } from "./en.ts";

export const ja: Translations = {
  "preview.shared": "プレビューを共有しました。",
  "preview.emailsDeleted": "共有メールアドレスを削除しました。",
  "preview.revoked": "プレビューのアクセスを更新しました。",
  "preview.passwordSet": "プレビューのパスワードを設定しました。",
  "preview.passwordRequired": "非公開のプレビューにはパスワードが必要です。",
  "preview.loginRequired": "招待されたメールアドレスとプレビューのパスワードでログインしてください。",
  "preview.passwordIncorrect": "プレビューのパスワードが正しくありません。",
  "preview.loginFailed": "メールアドレスまたはパスワードが正しくありません。",
  "mail.previewInvite.subject": "{{site}} のプレビュー",
  "mail.previewInvite.body":
    "こんにちは。\n\n{{sender}} さんが「{{site}}」のプレビューを共有しました：\n{{url}}\n\nこのメールアドレスと、{{sender}} さんから受け取ったパスワードでログインしてください。",
};
