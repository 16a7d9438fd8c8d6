/** Texts of the password screens and dialog (reset, new, first time, change, the rules), in every locale. */
export const ja = {
  resetPass: {
    title: "パスワードの再設定",
    subtitle: "ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。",
    submit: "再設定リンクを送信",
    sentTitle: "メールをご確認ください",
    recommendation:
      "仮パスワードでログインした場合は、最初のログイン時にパスワードを変更することをおすすめします。",
  },
  newPassword: {
    title: "新しいパスワードの設定",
    subtitle: "{{email}} の新しいパスワードを入力してください。",
    submit: "パスワードを設定",
    verifying: "リンクを確認しています…",
    invalidTitle: "このリンクは使用できません",
    missingTitle: "リンクが正しくありません",
    requestNewLink: "再設定リンクを再送する",
    doneTitle: "パスワードを再設定しました",
    goToLogin: "ログイン画面へ",
  },
  firstTime: {
    title: "パスワードの変更が必要です",
    subtitle:
      "管理者から発行された仮パスワードでログインしています。安全のため、ご自身だけが知るパスワードに変更してから利用を開始してください。",
    currentHint: "管理者から受け取った仮パスワードを入力してください。",
    submit: "パスワードを変更",
    done: "パスワードを変更しました。ようこそ Mekuri へ。",
    logoutInstead: "別のアカウントでログインする",
  },
  changePassword: {
    title: "パスワードの変更",
    subtitle: "現在のパスワードと、新しいパスワードを入力してください。",
    submit: "パスワードを変更",
  },
  checklist: {
    title: "パスワードの条件",
    length: "{{min}}〜{{max}}文字",
    lowercase: "小文字（a〜z）を含む",
    uppercase: "大文字（A〜Z）を含む",
    digit: "数字（0〜9）を含む",
    special: "記号 {{specials}} のいずれかを含む",
    allowed: "英数字と上記の記号のみ（空白は不可）",
    met: "条件を満たしています",
    unmet: "条件を満たしていません",
  },
};

type Deep<T> = { [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type Texts = Deep<typeof ja>;
