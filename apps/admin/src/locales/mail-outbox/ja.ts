/** Texts of the mail outbox screen, in every locale. */
export const ja = {
  description:
    "プラットフォームが送信するメールの記録です。SMTPを設定していない場合、メールはここに保管され、本文のリンク（会員登録・パスワード再設定など）は伏せて表示し、「リンクを開く」で開けます。",
  sentDescription:
    "プラットフォームが送信するメールの送信状況です。メールサーバーから送信されるため、本文は表示しません。",
  openLink: "リンクを開く",
  createdAt: "作成日時",
  to: "宛先",
  subject: "件名",
  status: "状態",
  statuses: { kept: "保管中", pending: "送信待ち", sending: "送信中", sent: "送信済み", failed: "送信失敗" },
  lastError: "{{attempts}}回目の送信エラー",
  empty: "メールはまだありません。",
  total: "全{{count}}件",
};

/** Every language has Japanese's keys, at every depth. */
type Deep<T> = { [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type Texts = Deep<typeof ja>;
