/**
 * UI text of the admin console. Japanese is the default language and the source of the key set:
 * every other locale is typed against it, and locales.test.ts checks the same at run time.
 * Validation and server messages are not here: they come from @mekuri/domain (localizeMessage).
 */
export const ja = {
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
  auth: {
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
    logout: {
      inProgress: "ログアウトしています…",
    },
  },
  leave: {
    title: "このページを離れますか？",
    message: "入力中の内容は保存されていません。ページを離れると変更内容が失われます。",
    stay: "このページに留まる",
    leave: "ページを離れる",
  },
  shell: {
    mainNavigation: "メインナビゲーション",
    toggleNavigation: "ナビゲーションを開閉",
    userMenu: "ユーザーメニュー",
    changePassword: "パスワードを変更",
    logout: "ログアウト",
    signedInAs: "ログイン中のアカウント",
    home: "ホーム",
    breadcrumb: "パンくずリスト",
    accountMenu: "アカウント",
    loadFailed: "アカウント情報を読み込めませんでした。",
    noSections: "利用できるメニューがありません。管理者にお問い合わせください。",
  },
  nav: {
    summary: "サマリー",
    userList: "ユーザー一覧",
    siteList: "サイト制作",
    analytics: "効果測定",
    planManagement: "プラン管理",
    latestInformation: "最新情報",
    systemNotification: "システム通知",
    checkPlan: "プラン確認",
    adminList: "管理者設定",
  },
  pages: {
    siteDetail: "サイト編集",
    siteData: "会員・お問い合わせ・フォーム",
    createSite: "サイト作成",
    userDetail: "ユーザー詳細",
    createUser: "ユーザー作成",
    updateUser: "ユーザー編集",
    plan: "プラン",
    latestInformationCreate: "最新情報の作成",
    latestInformationDetail: "最新情報の詳細",
    latestInformationEdit: "最新情報の編集",
    createNotification: "システム通知の作成",
    notificationDetail: "システム通知の詳細",
    notificationDelivery: "お知らせ配信",
    notificationDeliveryCreate: "お知らせ配信の作成",
    notificationDeliveryEdit: "お知らせ配信の編集",
    notificationDeliveryDetail: "お知らせ配信の詳細",
  },
  comingSoon: {
    title: "この画面は準備中です",
    description: "「{{section}}」は今後のリリースでご利用いただけるようになります。",
    hint: "準備が整いしだい、このメニューからそのままご利用いただけます。",
  },
  summary: {
    welcome: "ようこそ、{{name}}さん",
    intro: "Mekuri 管理コンソールへようこそ。ご利用中のアカウントと権限は以下のとおりです。",
    accountTitle: "アカウント",
    company: "会社名",
    accountKind: "アカウント種別",
    contractStatus: "契約状況",
    youTitle: "あなたの権限",
    role: "ロール",
    adminRole: "管理者区分",
    authority: "操作権限",
    email: "メールアドレス",
    permissionsTitle: "できること",
    sectionsTitle: "メニュー",
    open: "開く",
  },
  roles: {
    MASTER: "マスター",
    MASTER_USER: "マスターユーザー",
    OEM_MASTER: "OEMマスター",
    OEM_ADMIN: "OEM管理者",
    USER: "ユーザー",
    SUB_ADMIN: "サブ管理者",
  },
  adminRoles: {
    main_contact: "主担当",
    editor: "編集者",
    viewer: "閲覧者",
  },
  authorities: {
    edit: "編集可",
    view: "閲覧のみ",
  },
  accountKinds: {
    master: "プラットフォーム（マスター）",
    oem_master: "OEMマスター",
    oem_admin: "OEM管理",
    user: "ユーザー企業",
  },
  contractStatuses: {
    active: "契約中",
    suspended: "利用停止中",
    terminated: "解約済み",
    inactive: "未契約",
  },
  permissions: {
    dashboard: { view: "サマリー（ダッシュボード）を見る" },
    users: { view: "ユーザーを閲覧する", manage: "ユーザーを作成・編集する" },
    contracts: { manage: "契約の停止・再開・解約を行う" },
    plans: { view: "プランを確認する", manage: "プランを作成・編集する" },
    sites: {
      view: "サイトを閲覧する",
      edit: "サイトを作成・編集する",
      publish: "サイトを公開・非公開にする",
    },
    siteData: { view: "会員・お問い合わせ・フォームの回答を見る", export: "回答をCSVで書き出す" },
    analytics: { view: "効果測定を見る" },
    news: { view: "最新情報を見る", manage: "最新情報を作成・編集する" },
    systemNotifications: { view: "システム通知を見る", manage: "システム通知を作成・編集する" },
    notificationDelivery: { manage: "お知らせ配信を管理する" },
    admins: { view: "管理者を閲覧する", manage: "管理者を追加・編集・削除する" },
    billing: { view: "支払い履歴と請求書を見る", forceComplete: "未払いの支払いを完了済みにする" },
    apiAccess: { manage: "API連携を設定する" },
    mailOutbox: { view: "送信メールの記録を見る" },
  },
  errors: {
    code: "エラーコード {{code}}",
    forbidden: {
      title: "アクセス権限がありません",
      description: "このページを表示する権限がありません。必要な場合は管理者にお問い合わせください。",
    },
    notFound: {
      title: "ページが見つかりません",
      description: "お探しのページは移動または削除されたか、URLが間違っている可能性があります。",
    },
    gatewayTimeout: {
      title: "サーバーから応答がありません",
      description: "サーバーの応答に時間がかかっています。しばらくしてから、もう一度お試しください。",
    },
    ipBlocked: {
      title: "このネットワークからはアクセスできません",
      description:
        "ご利用中のIPアドレスからのアクセスは許可されていません。許可が必要な場合は管理者にお問い合わせください。",
    },
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
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale must have. */
export type Translation = Widen<typeof ja>;
