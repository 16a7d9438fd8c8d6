/** Texts of the custom-domain wizard and the domain state in the site list (issue 18), in every locale. */
export const ja = {
  steps: { enter: "ドメイン入力", records: "DNSレコード", check: "確認状況", done: "完了" },
  siteUrl: "サイトのURL",
  domain: "ドメイン名",
  domainHint: "例: lp.example.com（http:// やパスは付けません。日本語ドメインも使えます）",
  customPath: "サイトパス（任意）",
  customPathHint: "例: campaign/2026（英小文字・数字・ハイフン・スラッシュ）。サイトの保存で反映されます。",
  start: "レコードを表示",
  recordsIntro:
    "ドメインを管理しているサービス（レジストラやDNSサービス）で、次のレコードを作成してください。",
  recordsApexIntro:
    "サブドメインのないドメインには CNAME を作れないため、次の A/AAAA レコードと TXT レコードを作成してください。",
  txtHint: "TXT レコードはドメインの所有確認に使います。値は申請ごとに変わります。",
  type: "種類",
  name: "名前",
  value: "値",
  copy: "コピー",
  copied: "コピーしました",
  copyLabel: "{{what}}をコピー",
  state: "状態",
  states: {
    pending: "レコード待ち",
    dns_found: "レコード確認中",
    verified: "認証済み",
    active: "有効",
    failed: "失敗",
  },
  lastChecked: "最終確認: {{time}}",
  notChecked: "まだ確認していません",
  nextCheck: "次回確認: {{time}}",
  deadline: "{{time}} まで確認を続けます（最大72時間）",
  checkNow: "今すぐ確認",
  activeTitle: "{{domain}} が有効になりました",
  activeBody: "サイトは次のアドレスで公開されています。既定のアドレスも引き続き使えます。",
  failedTitle: "ドメインを認証できませんでした",
  failedBody:
    "レコードを確認して、もう一度認証を開始してください。サイトは既定のアドレスで公開されたままです。",
  warningTitle: "DNS レコードが見つかりません",
  warningBody: "{{date}} までに戻さないと、このドメインでの公開を停止します。",
  startAgain: "もう一度認証する",
  change: "ドメインを変更",
  remove: "独自ドメインを削除",
  removeConfirm: "{{domain}} での公開をすぐに停止し、既定のアドレスだけにします。よろしいですか？",
  back: "戻る",
  next: "次へ",
  checkingNote:
    "確認は自動で続きます（最初は1分ごと、その後は間隔を空けて最大72時間）。完了すると通知とメールでお知らせします。",
};

export type CustomDomainTexts = typeof ja;
