import type { Translations } from "./en.ts";

export const ja: Translations = {
  "notices.startRequired": "予約公開には開始日時が必要です。",
  "notices.endRequired": "開始日時より後の終了日時を入力してください。",
  "notices.endAfterStart": "終了日時は開始日時より後にしてください。",
  "notices.targetsRequired": "対象を1つ以上選択してください。",
  "notices.targetNotAllowed": "{{target}}には通知を送信できません。",
  "notices.notFound": "このお知らせは存在しません。",
  "notices.created": "お知らせを作成しました。",
  "notices.updated": "お知らせを更新しました。",
  "notices.deleted": "お知らせを削除しました。",
  "notices.domainVerifiedTitle": "独自ドメインの認証が完了しました",
  "notices.domainVerifiedContent": "{{domain}}でサイト「{{site}}」を公開しています。",
  "notices.domainFailedTitle": "独自ドメインを認証できませんでした",
  "notices.domainFailedContent":
    "サイト「{{site}}」の{{domain}}を認証できませんでした。DNSレコードを確認してください。",
  "notices.contractEndingTitle": "まもなく契約が終了します",
  "notices.contractEndingContent": "契約は{{date}}に終了します。終了後、サイトは非公開になります。",
  "notices.contractEndedTitle": "契約が終了しました",
  "notices.contractEndedContent": "契約は{{date}}に終了しました。サイトは非公開になっています。",
  "notices.planChangeScheduledTitle": "プラン変更を予約しました",
  "notices.planChangeScheduledContent": "{{date}}からプランが{{plan}}に変わります。",
  "notices.planChangeTitle": "プラン変更が適用されました",
  "notices.planChangeContent": "{{date}}からプランは{{plan}}です。",
  "notices.paymentFailedTitle": "お支払いに失敗しました",
  "notices.paymentFailedContent": "{{month}}分のお支払いに失敗しました。お支払い方法を確認してください。",
};
