/** Texts of the summary dashboard, in every locale. */
export const ja = {
  filter: {
    title: "期間",
    start: "開始月",
    end: "終了月",
    apply: "表示",
    hint: "最長24か月",
  },
  cards: {
    sitesCreated: "作成サイト数",
    companiesIntroduced: "導入企業数",
    companiesContracted: "契約中 {{count}} 社",
    mrr: "MRR",
    arr: "ARR",
    paidPlans: "有料プラン数",
    tenThousandYen: "万円",
    hundredMillionYen: "億円",
    atEnd: "{{month}} 末時点",
    inRange: "期間中",
    exactYen: "{{amount}}（税抜）",
  },
  charts: {
    sitesPerCompany: "導入企業あたりのサイト作成数",
    sitesCreated: "作成サイト数",
    companiesIntroduced: "導入企業数",
    sitesPerCompanyLine: "1社あたりサイト数",
    planTrend: "プラン別導入推移",
    planTrendHint: "各月末時点の契約中アカウント数",
    revenueTrend: "MRR/ARR 推移",
    mrrLine: "MRR（万円）",
    arrLine: "ARR（億円）",
    loading: "グラフを読み込んでいます…",
  },
  movements: {
    title: "MRR の増減",
    hint: "月ごとの増減と、その内訳のアカウント。棒または行を選ぶと内訳を表示します。",
    month: "月",
    net: "純増減",
    kinds: { new: "新規", reactivation: "再開", expansion: "拡大", contraction: "縮小", churn: "解約" },
    show: "{{month}} の内訳",
    accountsTitle: "{{month}} の増減アカウント",
    all: "すべて",
    company: "会社名",
    kind: "種別",
    plan: "プラン",
    change: "増減（月額・税抜）",
    none: "この月に増減はありません。",
    close: "閉じる",
  },
  empty: "この期間のデータはまだありません。",
  scopeMaster: "プラットフォーム全体の数値です。",
  scopeTree: "{{company}} 配下の顧客の数値です。",
};

/** Every language has Japanese's keys, at every depth. */
type Deep<T> = { [K in keyof T]: T[K] extends string ? string : Deep<T[K]> };
export type Texts = Deep<typeof ja>;
