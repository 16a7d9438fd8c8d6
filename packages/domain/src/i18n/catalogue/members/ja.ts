import type { Translations } from "./en.ts";

export const ja: Translations = {
  "members.registerSent": "メールを送信しました。24時間以内にメールのリンクを開いて登録を完了してください。",
  "members.emailRegistered": "このメールアドレスはこのサイトで登録済みです。ログインしてください。",
  "members.registerLinkInvalid":
    "この登録リンクは無効か、使用済みか、有効期限が切れています。もう一度登録してください。",
  "members.registered": "会員登録が完了しました。ログインしました。",
  "members.resendSent":
    "仮登録中のメールアドレスであれば、新しいリンクを送信しました。以前のリンクは使用できなくなります。",
  "members.agreementRequired": "利用規約とプライバシーポリシーに同意してください。",
  "members.resetSent":
    "このサイトに登録済みのメールアドレスであれば、新しいパスワードを設定するリンクを送信しました。リンクの有効期限は{{minutes}}分です。",
  "members.resetLinkInvalid":
    "このリンクは無効か、使用済みか、有効期限が切れています。もう一度リンクをお申し込みください。",
  "members.passwordReset": "新しいパスワードを設定しました。ログインしました。",
  "forms.invalid": "入力内容をご確認ください。",
  "forms.locked": "このサイトではこのフォームを利用できません。",
  "forms.contactSent": "お問い合わせありがとうございます。24時間以内にご返信いたします。",
  "forms.formSent": "送信ありがとうございます。24時間以内にご返信いたします。",
  "forms.number": "数値を入力してください。",
  "forms.option": "一覧の選択肢から選んでください。",
  "forms.singleOption": "選択肢は1つだけ選んでください。",
  "forms.unknownField": "この項目はフォームにありません。",
  "surveys.questionRequired": "質問を1つ以上追加してください。",
  "surveys.choiceRequired": "回答の選択肢を1つ以上追加してください。",
  "surveys.answerRequired": "この質問に回答してください。",
  "surveys.choice": "この質問の選択肢から選んでください。",
  "surveys.singleChoice": "回答は1つだけ選んでください。",
  "surveys.thanks": "ご回答ありがとうございました。合計点：{{score}}",
  "surveys.created": "アンケートを作成しました。",
  "surveys.updated": "アンケートを更新しました。",
  "surveys.deleted": "アンケートを削除しました。",
  "surveys.csvScore": "得点",
  "siteData.csvDate": "日時",
  "siteData.csvLang": "言語",
  "siteData.csvEmail": "メールアドレス",
  "siteData.csvMode": "モード",
  "mail.memberRegister.subject": "【{{site}}】会員登録を完了してください",
  "mail.memberRegister.body":
    "{{site}}へのご登録ありがとうございます。\n\n{{hours}}時間以内に次のリンクを開いて登録を完了してください。\n{{url}}\n\nお心当たりのない場合はこのメールを破棄してください。登録は行われません。",
  "mail.memberReset.subject": "【{{site}}】パスワード再設定のご案内",
  "mail.memberReset.body":
    "{{site}}の会員パスワードの再設定が申し込まれました。\n\n{{minutes}}分以内に次のリンクを開いて新しいパスワードを設定してください。\n{{url}}\n\nお心当たりのない場合はこのメールを破棄してください。パスワードは変更されません。",
  "mail.contactNotice.subject": "【{{site}}】新しいお問い合わせ",
  "mail.contactNotice.body":
    "{{site}}（{{lang}}）のお問い合わせフォームから{{date}}に送信がありました。\n\n{{answers}}\n\nお問い合わせの一覧は管理画面のサイトのCONTACTタブにあります。",
};
