import type { Translations } from "./en.ts";

export const ja: Translations = {
  "uploads.typeNotAllowed":
    "{{name}}：この種類のファイルはアップロードできません。{{types}}を使用してください。",
  "uploads.tooLarge": "{{name}}は上限の{{limit}}を超えています。",
  "uploads.contentMismatch":
    "{{name}}：ファイルの内容が{{types}}ではありません。別のファイルを選択してください。",
  "uploads.heicUnsupported":
    "{{name}}：HEIC形式の写真はここでは変換できません。JPGで保存してからもう一度アップロードしてください。",
  "uploads.unreadable": "{{name}}を読み込めませんでした。ファイルが壊れている可能性があります。",
  "uploads.sizeMismatch":
    "{{name}}が最後まで届きませんでした（{{size}}バイト中{{received}}バイト）。もう一度アップロードしてください。",
  "uploads.contentTypeHeader": "{{name}}はコンテンツタイプ{{type}}でアップロードしてください。",
  "uploads.linkExpired": "アップロード用リンクの有効期限が切れました。もう一度アップロードしてください。",
  "uploads.linkInvalid": "このアップロード用リンクは無効です。",
  "uploads.notUploaded": "{{name}}はまだアップロードされていません。",
  "uploads.storageFailed": "S3への画像のアップロードに失敗しました",
  "uploads.completeFailed": "アップロードの完了処理に失敗しました。もう一度お試しください。",
  "uploads.zipNotZip": "{{name}}はZIPファイルではありません。",
  "uploads.zipUnreadable": "{{name}}をZIPファイルとして読み込めませんでした。",
  "uploads.zipTooManyEntries": "{{name}}には{{max}}個を超えるファイルが含まれています。",
  "uploads.zipTooLargeUnpacked": "{{name}}は展開すると{{limit}}を超えます。",
  "uploads.zipRatio":
    "{{name}}は圧縮率が{{max}}:1を超えるため（{{entry}}）、ZIP爆弾の可能性があり受け付けられません。",
  "uploads.zipSymlink": "{{name}}にシンボリックリンク（{{entry}}）が含まれています。",
  "uploads.zipPath": "{{name}}にフォルダーの外を指すパス（{{entry}}）が含まれています。",
  "uploads.skipNoCell": "ファイル名がA1のようなセルコードで始まっていません。",
  "uploads.skipOutsideGrid": "セル{{cell}}はサイトのグリッドの外です。",
  "uploads.skipDuplicate": "セル{{cell}}にはすでに{{other}}が割り当てられています。",
  "uploads.skipType": "対応している画像・動画の形式ではありません。",
  "uploads.videoNeedsTranscoder":
    "{{name}}：この動画形式はサーバーにffmpegがある場合のみ変換できます。MP4でアップロードしてください。",
  "uploads.tooManyFiles": "一度にアップロードできるファイルは{{max}}件までです。",
  "uploads.newsImageType": "画像ファイル（{{images}}）を選択してください。",
  "uploads.newsImageTooLarge": "画像が上限の30 MBを超えています。",
  "uploads.skipTooLarge": "上限の{{limit}}を超えています。",
  "uploads.skipUnreadable": "ファイルを読み込めませんでした。",
};
