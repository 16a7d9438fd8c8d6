/** Texts of the preview share modal (admin.md §2 Preview, §3 Preview share), in every locale. */
export const ja = {
  action: "プレビューを共有",
  title: "プレビューを共有：{{name}}",
  emails: "招待するメールアドレス",
  emailsHint:
    "複数のアドレスはカンマ・スペース・改行で区切れます。招待メールは新しいアドレスにだけ送られます。",
  emailsPlaceholder: "name@example.com",
  invalidEmail: "{{email}}：{{message}}",
  security: "セキュリティ設定（招待した人だけに公開）",
  securityOn: "招待したメールアドレスとパスワードでログインした人だけがプレビューを開けます。",
  securityOff:
    "リンクを知っている人は誰でもプレビューを開けます（パスワードを設定した場合はその入力が必要です）。",
  password: "パスワード",
  passwordHint:
    "8〜64文字、空白は使えません。パスワードは招待メールに含まれないため、別の方法でお伝えください。",
  passwordKept: "パスワードは設定済みです。変更する場合だけ入力してください。",
  submit: "保存して共有",
  invited: "招待済みのメールアドレス",
  invitedCount: "{{count}}件",
  invitedAt: "{{date}} に招待",
  noInvites: "まだ誰も招待していません。",
  resendAll: "招待メールを全員に再送",
  endSessions: "ログイン中のプレビューを終了",
  endSessionsTitle: "プレビューのログインを終了しますか？",
  endSessionsConfirm:
    "{{email}} が開いているプレビューからログアウトさせます。招待は残るため、パスワードで再びログインできます。",
  endSessionsButton: "終了する",
  remove: "招待を削除",
  removeTitle: "招待を削除しますか？",
  removeConfirm: "{{email}} はこのプレビューを開けなくなります。この操作は元に戻せません。",
  removeButton: "削除する",
  link: "共有リンク",
  linkHint: "招待メールにも同じリンクが記載されます。",
  notShared:
    "まだ共有されていません。「保存して共有」を押すと、このリンクでプレビューを開けるようになります。",
  copy: "リンクをコピー",
  copied: "コピーしました",
  loadFailed: "共有設定を読み込めませんでした。",
};

export type Texts = Record<keyof typeof ja, string>;
