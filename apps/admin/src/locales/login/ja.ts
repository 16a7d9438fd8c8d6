/**
 * The login page's texts, the only ones it downloads (decision 145); the console's texts of each
 * language include them. Every other language is typed against these.
 */
export const shared = {
  common: {
    appName: "Mekuri",
    consoleName: "管理コンソール",
    loading: "読み込み中…",
    cancel: "キャンセル",
    close: "閉じる",
    reload: "再読み込み",
    retry: "もう一度試す",
    backToHome: "ホームに戻る",
    backToLogin: "ログイン画面に戻る",
    goBack: "前のページに戻る",
    language: "表示言語",
    skipToContent: "本文へスキップ",
    copyright: "© Mekuri. All rights reserved.",
  },
  languages: {
    ja: "日本語",
    en: "English",
    zh: "中文",
    ko: "한국어",
  },
  request: {
    noConnection:
      "サーバーに接続できません。インターネット接続を確認するか、しばらくしてからもう一度お試しください。",
    requestError: "リクエストエラーが発生しました。もう一度お試しください。",
    httpError: "エラー {{status}}: {{statusText}}",
  },
  brand: {
    tagline: "めくるだけで、伝わる。",
    lead: "縦横にスワイプするランディングページを、つくって、公開して、成果まで見届ける。",
    pointBuild: "縦・横のグリッドでスワイプ型サイトを制作",
    pointLanguages: "日本語・英語・中国語・韓国語で公開",
    pointAnalytics: "スワイプ分析でどのページが効いたかを把握",
  },
};

export const auth = {
  fields: {
    email: "メールアドレス",
    password: "パスワード",
    currentPassword: "現在のパスワード",
    newPassword: "新しいパスワード",
    confirmPassword: "パスワード（確認用）",
    emailPlaceholder: "you@example.com",
    toggleVisibility: "入力した文字を表示",
  },
  login: {
    title: "ログイン",
    subtitle: "アカウントのメールアドレスとパスワードを入力してください。",
    submit: "ログイン",
    forgotPassword: "パスワードをお忘れですか？",
    errorTitle: "ログインできませんでした",
  },
};

export const errors = {
  code: "エラーコード {{code}}",
  chunkLoad: {
    title: "画面を読み込めませんでした",
    description:
      "新しいバージョンが公開されたか、通信が一時的に途切れた可能性があります。ページを再読み込みしてください。",
  },
  generic: {
    title: "問題が発生しました",
    description:
      "予期しないエラーが発生しました。ページを再読み込みしてください。解決しない場合は管理者にお問い合わせください。",
  },
};

export const signUp = {
  noLogin: "アカウントをお持ちでない方",
  signUpLink: "無料トライアルに申し込む",
};

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The login page's texts, one language. */
export type LoginTranslation = Widen<typeof shared> & {
  auth: Widen<typeof auth>;
  errors: Widen<typeof errors>;
  signUp: Widen<typeof signUp>;
};
