import type { SectionCatalogue } from "./section.ts";

/** Messages of the preview and its share (admin.md §3 Preview share, §5, §8). */
const en = {
  "preview.shared": "The preview has been shared.",
  "preview.emailsDeleted": "The shared e-mail addresses have been deleted.",
  "preview.revoked": "Preview access has been updated.",
  "preview.passwordSet": "The preview password has been set.",
  "preview.passwordRequired": "A password is required when the preview is private.",
  "preview.loginRequired": "Log in with an invited e-mail address and the preview password.",
  "preview.passwordIncorrect": "The preview password is incorrect.",
  "preview.loginFailed": "The e-mail address or password is incorrect.",
  "mail.previewInvite.subject": "Preview of {{site}}",
  "mail.previewInvite.body":
    'Hello,\n\n{{sender}} has shared the preview of "{{site}}" with you:\n{{url}}\n\nLog in with this e-mail address and the password you receive from {{sender}}.',
} as const;

export const previewMessages: SectionCatalogue<typeof en> = {
  en,
  ja: {
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
  },
  zh: {
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
  },
  ko: {
    "preview.shared": "미리보기를 공유했습니다.",
    "preview.emailsDeleted": "공유된 이메일 주소를 삭제했습니다.",
    "preview.revoked": "미리보기 접근 권한을 업데이트했습니다.",
    "preview.passwordSet": "미리보기 비밀번호를 설정했습니다.",
    "preview.passwordRequired": "비공개 미리보기에는 비밀번호가 필요합니다.",
    "preview.loginRequired": "초대된 이메일 주소와 미리보기 비밀번호로 로그인하세요.",
    "preview.passwordIncorrect": "미리보기 비밀번호가 올바르지 않습니다.",
    "preview.loginFailed": "이메일 주소 또는 비밀번호가 올바르지 않습니다.",
    "mail.previewInvite.subject": "{{site}} 미리보기",
    "mail.previewInvite.body":
      '안녕하세요.\n\n{{sender}} 님이 "{{site}}" 미리보기를 공유했습니다:\n{{url}}\n\n이 이메일 주소와 {{sender}} 님에게 받은 비밀번호로 로그인하세요.',
  },
};
