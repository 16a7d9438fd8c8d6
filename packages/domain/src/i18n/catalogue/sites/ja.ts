import type { Translations } from "./en.ts";

export const ja: Translations = {
  "sites.invalidColour": "カラーコードが正しくありません。#RGB、#RRGGBB、rgb(a)、hsl(a)で入力してください。",
  "sites.invalidUrl":
    "URLが正しくありません。http://またはhttps://で始まる256文字以内のURLを入力してください。",
  "sites.invalidDomain": "ドメインの形式が正しくありません。",
  "sites.invalidSitePath":
    "サイトパスが正しくありません。半角英小文字、数字、ハイフン、スラッシュで入力してください。",
  "sites.invalidUuid": "サイトUUIDが正しくありません。",
  "sites.invalidItemId": "キャンペーン項目のIDはUUIDである必要があります。",
  "sites.invalidGrid": "行数または列数が正しくありません。0にはできません。",
  "sites.tooManyPages": "行数×列数はご契約のプランの上限（{{max}}枚）を超えられません。",
  "sites.menuItemRequired": "グローバルメニューの項目を入力してください。",
  "sites.menuItemDuplicate": "グローバルメニューの項目が重複しています。",
  "sites.noCreatives": "クリエイティブ画像を1枚以上アップロードしてください。",
  "sites.creativesNotConsecutive":
    "クリエイティブ画像は間を空けずにアップロードしてください：{{cell}}が空です。",
  "sites.invalidCellCode": "セルコードが正しくありません。英字1〜3文字と1〜100の数字で指定してください。",
  "sites.duplicateCell": "セル{{cell}}が重複しています。",
  "sites.duplicateId": "このIDが重複しています。",
  "sites.defaultLanguageMissing": "デフォルト言語はサイトの言語に含めてください。",
  "sites.duplicateLanguage": "同じ言語は1回だけ追加できます。",
  "sites.seoWhitespace": "先頭と末尾の空白を削除してください。",
  "sites.seoCharacters":
    "使用できるのは文字、数字、スペース、ハイフン、縦線、コロン、括弧、角括弧、ピリオド、カンマ、三点リーダーのみです。",
  "sites.seoUnsafeFunction": "eval、setTimeout、setIntervalは使用できません。",
  "sites.seoScriptTag":
    'ボディタグはsrcとdefer属性を持つscriptタグのみ使用できます：<script src="https://…" defer></script>',
  "sites.seoHeadTag":
    "ヘッドタグに使用できるのはmeta、link、base、script、style、noscript、title要素のみで、イベントハンドラは使用できません。",
  "sites.termsRequired": "契約同意がオンの場合、利用規約は必須です。",
  "sites.privacyRequired": "契約同意がオンの場合、プライバシーポリシーは必須です。",
  "sites.endRequired": "開始日時を指定した場合は終了日時を入力してください。",
  "sites.endBeforeStart": "終了日時は開始日時より後にしてください。",
  "sites.invalidDateTime": "正しい日時を入力してください。",
  "sites.htmlScript": "HTMLにスクリプト、イベントハンドラ、javascript:リンクは含められません。",
  "sites.invalidPhone": "電話番号が正しくありません。",
  "sites.invalidLimit": "1以上、10桁未満の整数を入力してください。",
  "sites.invalidPageNumber": "サイトのページ番号（1〜{{max}}）を入力してください。",
  "sites.surveyRequired": "リンク先のアンケートを選択してください。",
  "sites.optionsRequired": "選択肢を1つ以上追加してください。",
  "sites.oneDefaultOption": "デフォルトにできる選択肢は1つだけです。",
  "sites.memberFieldMissing":
    "会員登録フォームのメールアドレス、パスワード、パスワード（確認）の項目は削除できません。",
  "sites.memberFieldType":
    "会員登録フォームのメールアドレス、パスワード、パスワード（確認）の項目はテキストのままにしてください。",
  "sites.invalidNumber": "{{min}}から{{max}}までの数値を入力してください。",
  "sites.lockedPopupCta": "ご契約のプランではポップアップCTAを利用できません。",
  "sites.popupLimitReached": "申し訳ありません。このキャンペーンは先着人数に達したため終了しました。",
  "sites.lockedFormContact": "ご契約のプランではお問い合わせ・フォーム設定を利用できません。",
  "sites.lockedMultiLanguage": "ご契約のプランでは多言語を利用できません。",
  "sites.lockedTagSeo": "ご契約のプランではヘッドタグ・ボディタグを利用できません。",
  "sites.lockedCreatorCode":
    "ご契約のプランではカスタムコード（スクリプト・チャットボット・HTMLボタン）を利用できません。",
  "sites.lockedPrivateDomain": "ご契約のプランでは独自ドメインを利用できません。",
  "sites.notFound": "サイトが存在しません。",
  "sites.contractEnded": "契約が終了しているため、このサイトは公開できません。サイトは非公開のままです。",
  "sites.ownerNotActive": "契約が停止中または解約済みのアカウントにはサイトを作成できません。",
  "sites.stale":
    "このサイトは開いた後に他の場所で変更されました。再読み込みして最新の内容を確認してください。変更は保存されていません。",
  "sites.created": "サイトを作成しました。",
  "sites.published": "サイトを公開しました。",
  "sites.madePrivate": "サイトを非公開にしました。",
  "sites.deleted": "サイトを削除しました。",
  "sites.csv.id": "サイトID",
  "sites.csv.name": "サイト名",
  "sites.csv.status": "ステータス",
  "sites.csv.siteUrl": "サイトURL",
  "sites.csv.account": "アカウント",
  "sites.csv.publishedAt": "公開日時",
  "sites.csv.createdAt": "作成日時",
  "sites.csv.updatedAt": "更新日時",
};
