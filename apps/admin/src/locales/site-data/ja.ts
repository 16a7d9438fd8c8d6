/** Texts of the site data lists (membership, CONTACT and form answers), in every locale. */
export const ja = {
  tabs: { member: "会員登録", contact: "お問い合わせ", form: "フォーム", survey: "アンケート" },
  keyword: "キーワード",
  keywordPlaceholder: "回答の内容で検索",
  email: "メールアドレス",
  language: "言語",
  allLanguages: "すべての言語",
  exportCsv: "CSV出力",
  registeredAt: "登録日時",
  sentAt: "送信日時",
  lastLogin: "最終ログイン",
  answers: "回答内容",
  empty: "該当するデータはありません。",
  total: "全{{count}}件",
};

/** Every language has Japanese's keys, at every depth. */
type Deep<T> = { [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type Texts = Deep<typeof ja>;
