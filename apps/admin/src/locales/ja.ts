import * as colourFieldTexts from "./colour-fields/ja";
import * as controlTexts from "./controls/ja";
import * as customDomainTexts from "./custom-domain/ja";
import * as dashboardTexts from "./dashboard/ja";
import type { LaterTranslation } from "./later/ja";
import * as loadFailedTexts from "./load-failed/ja";
import type { Widen } from "./login/ja";
import * as login from "./login/ja";
import * as notificationsTexts from "./notifications/ja";
import * as previewShareTexts from "./preview-share/ja";
import * as saveErrorTexts from "./save-errors/ja";
import { sitesJa } from "./sites/ja";
/**
 * UI text of the admin console's frame and first screens; what only other screens show is in
 * locales/later (decision 158). Japanese is the default language and the source of the key set:
 * every other locale is typed against it, and locales.test.ts checks the same at run time.
 * Validation and server messages are not here: they come from @mekuri/domain (localizeMessage).
 */
export const ja = {
  ...login.shared,
  dashboard: dashboardTexts.ja,
  customDomain: customDomainTexts.ja,
  notices: notificationsTexts.ja,
  signUp: login.signUp,
  sites: sitesJa,
  previewShare: previewShareTexts.ja,
  colourFields: colourFieldTexts.ja,
  saveErrors: saveErrorTexts.ja,
  loadFailed: loadFailedTexts.ja,
  controls: controlTexts.ja,
  auth: {
    ...login.auth,
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
  forms: {
    unsaved: "未保存の変更があります",
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
    mailOutbox: "メール送信箱",
    paymentList: "支払一覧",
  },
  pages: {
    siteDetail: "サイト編集",
    siteData: "会員・お問い合わせ・フォーム・アンケート",
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
    invoice: "請求書",
  },
  comingSoon: {
    title: "この画面は準備中です",
    description: "「{{section}}」は今後のリリースでご利用いただけるようになります。",
    hint: "準備が整いしだい、このメニューからそのままご利用いただけます。",
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
  errors: {
    ...login.errors,
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
  },
};

/** The shape every locale's first texts must have. */
export type ConsoleTranslation = Widen<typeof ja>;
/** Every console text: the first ones and those only other screens show (locales/later). */
export type Translation = ConsoleTranslation & LaterTranslation;
