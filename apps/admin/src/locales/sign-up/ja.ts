/** Texts of the self-service sign-up screens (decision 057), in every locale. */
export const ja = {
  title: "無料トライアルに申し込む",
  subtitle:
    "会社名・担当者名・メールアドレスを入力してください。確認メールのリンクを開くとトライアルが始まります。",
  companyName: "会社名",
  contactName: "担当者名",
  confirmPassword: "パスワード（確認）",
  submit: "確認メールを送信",
  sentTitle: "メールをご確認ください",
  trialNote: "トライアルはTrialプランで、開始から1か月間ご利用いただけます。",
  haveLogin: "すでにアカウントをお持ちの方",
  loginLink: "ログイン",
  verifyingTitle: "トライアルを準備しています",
  verifying: "メールアドレスを確認しています…",
  failedTitle: "登録を完了できませんでした",
  tokenMissing: "このページは確認メールのリンクから開いてください。",
  again: "もう一度申し込む",
};

export type Texts = typeof ja;
