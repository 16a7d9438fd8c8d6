import type { SectionCatalogue } from "./section.ts";

/** Messages of site members, forms, surveys, the site data lists and their mails. */
const en = {
  "members.registerSent":
    "We have sent you an e-mail. Open the link in it within 24 hours to complete your registration.",
  "members.emailRegistered": "This e-mail address is already registered on this site. Please log in.",
  "members.registerLinkInvalid":
    "This registration link is invalid, has already been used or has expired. Please register again.",
  "members.registered": "Your registration is complete. You are now logged in.",
  "members.resendSent":
    "If a registration is waiting for this address, we have sent a new link. Earlier links no longer work.",
  "members.agreementRequired": "Please agree to the terms of service and the privacy policy.",
  "members.resetSent":
    "If this address is registered on this site, we have sent a link to set a new password. It works for {{minutes}} minutes.",
  "members.resetLinkInvalid":
    "This link is invalid, has already been used or has expired. Please ask for a new one.",
  "members.passwordReset": "Your new password is set. You are now logged in.",
  "forms.invalid": "Please check the entered items.",
  "forms.locked": "This form is not available on this site.",
  "forms.contactSent": "Thank you for your inquiry. We will reply within 24 hours.",
  "forms.formSent": "Thank you for your submission. We will reply within 24 hours.",
  "forms.number": "Enter a number.",
  "forms.option": "Choose one of the listed options.",
  "forms.singleOption": "Choose only one option.",
  "forms.unknownField": "This item is not part of the form.",
  "surveys.questionRequired": "Add at least one question.",
  "surveys.choiceRequired": "Add at least one answer choice.",
  "surveys.answerRequired": "Please answer this question.",
  "surveys.choice": "Choose one of this question's answers.",
  "surveys.singleChoice": "Choose only one answer.",
  "surveys.thanks": "Thank you for answering. Your score: {{score}}.",
  "surveys.created": "The survey has been created.",
  "surveys.updated": "The survey has been updated.",
  "surveys.deleted": "The survey has been deleted.",
  "surveys.csvScore": "Score",
  "siteData.csvDate": "Date",
  "siteData.csvLang": "Language",
  "siteData.csvEmail": "E-mail",
  "siteData.csvMode": "Mode",
  "mail.memberRegister.subject": "Complete your registration on {{site}}",
  "mail.memberRegister.body":
    "Thank you for registering on {{site}}.\n\nOpen this link within {{hours}} hours to complete your registration:\n{{url}}\n\nIf you did not register, ignore this e-mail; nothing will be registered.",
  "mail.memberReset.subject": "Set a new password on {{site}}",
  "mail.memberReset.body":
    "Someone asked to set a new password for your membership of {{site}}.\n\nOpen this link within {{minutes}} minutes to choose it:\n{{url}}\n\nIf it was not you, ignore this e-mail; your password stays as it is.",
  "mail.contactNotice.subject": "New inquiry on {{site}}",
  "mail.contactNotice.body":
    "A visitor sent the contact form of {{site}} ({{lang}}) on {{date}}.\n\n{{answers}}\n\nThe list of inquiries is in the admin console under the site's CONTACT tab.",
} as const;

type Translations = Record<keyof typeof en, string>;

const ja: Translations = {
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

const zh: Translations = {
  "members.registerSent": "我们已向您发送邮件。请在24小时内打开邮件中的链接完成注册。",
  "members.emailRegistered": "该邮箱地址已在本网站注册，请登录。",
  "members.registerLinkInvalid": "此注册链接无效、已使用或已过期。请重新注册。",
  "members.registered": "注册已完成，您已登录。",
  "members.resendSent": "如果该地址有待完成的注册，我们已发送新的链接。之前的链接将失效。",
  "members.agreementRequired": "请同意使用条款和隐私政策。",
  "members.resetSent": "如果该地址已在本网站注册，我们已发送设置新密码的链接。链接有效期为{{minutes}}分钟。",
  "members.resetLinkInvalid": "此链接无效、已使用或已过期。请重新申请。",
  "members.passwordReset": "新密码已设置，您已登录。",
  "forms.invalid": "请检查输入的内容。",
  "forms.locked": "本网站无法使用此表单。",
  "forms.contactSent": "感谢您的咨询，我们将在24小时内回复。",
  "forms.formSent": "感谢您的提交，我们将在24小时内回复。",
  "forms.number": "请输入数字。",
  "forms.option": "请从列出的选项中选择。",
  "forms.singleOption": "只能选择一个选项。",
  "forms.unknownField": "此项目不属于该表单。",
  "surveys.questionRequired": "请至少添加一个问题。",
  "surveys.choiceRequired": "请至少添加一个答案选项。",
  "surveys.answerRequired": "请回答此问题。",
  "surveys.choice": "请从此问题的选项中选择。",
  "surveys.singleChoice": "只能选择一个答案。",
  "surveys.thanks": "感谢您的回答。您的得分：{{score}}",
  "surveys.created": "问卷已创建。",
  "surveys.updated": "问卷已更新。",
  "surveys.deleted": "问卷已删除。",
  "surveys.csvScore": "得分",
  "siteData.csvDate": "日期",
  "siteData.csvLang": "语言",
  "siteData.csvEmail": "邮箱地址",
  "siteData.csvMode": "模式",
  "mail.memberRegister.subject": "【{{site}}】请完成会员注册",
  "mail.memberRegister.body":
    "感谢您在{{site}}注册。\n\n请在{{hours}}小时内打开以下链接完成注册：\n{{url}}\n\n如果您没有注册，请忽略此邮件，不会进行任何注册。",
  "mail.memberReset.subject": "【{{site}}】设置新密码",
  "mail.memberReset.body":
    "有人申请为您在{{site}}的会员账号设置新密码。\n\n请在{{minutes}}分钟内打开以下链接设置新密码：\n{{url}}\n\n如果不是您本人操作，请忽略此邮件，密码不会改变。",
  "mail.contactNotice.subject": "【{{site}}】新的咨询",
  "mail.contactNotice.body":
    "访客于{{date}}通过{{site}}（{{lang}}）的咨询表单发送了内容。\n\n{{answers}}\n\n咨询列表位于管理后台该网站的CONTACT标签页。",
};

const ko: Translations = {
  "members.registerSent": "메일을 보냈습니다. 24시간 이내에 메일의 링크를 열어 가입을 완료해 주세요.",
  "members.emailRegistered": "이 이메일 주소는 이 사이트에 이미 등록되어 있습니다. 로그인해 주세요.",
  "members.registerLinkInvalid":
    "이 가입 링크는 유효하지 않거나 이미 사용되었거나 만료되었습니다. 다시 가입해 주세요.",
  "members.registered": "회원가입이 완료되었습니다. 로그인되었습니다.",
  "members.resendSent":
    "가입 대기 중인 주소라면 새 링크를 보냈습니다. 이전 링크는 더 이상 사용할 수 없습니다.",
  "members.agreementRequired": "이용약관과 개인정보 처리방침에 동의해 주세요.",
  "members.resetSent":
    "이 사이트에 등록된 주소라면 새 비밀번호를 설정하는 링크를 보냈습니다. 링크는 {{minutes}}분 동안 유효합니다.",
  "members.resetLinkInvalid":
    "이 링크는 유효하지 않거나 이미 사용되었거나 만료되었습니다. 새 링크를 요청해 주세요.",
  "members.passwordReset": "새 비밀번호가 설정되었습니다. 로그인되었습니다.",
  "forms.invalid": "입력 내용을 확인해 주세요.",
  "forms.locked": "이 사이트에서는 이 양식을 사용할 수 없습니다.",
  "forms.contactSent": "문의해 주셔서 감사합니다. 24시간 이내에 답변드리겠습니다.",
  "forms.formSent": "제출해 주셔서 감사합니다. 24시간 이내에 답변드리겠습니다.",
  "forms.number": "숫자를 입력해 주세요.",
  "forms.option": "목록의 선택지 중에서 골라 주세요.",
  "forms.singleOption": "선택지는 하나만 골라 주세요.",
  "forms.unknownField": "이 항목은 양식에 없습니다.",
  "surveys.questionRequired": "질문을 하나 이상 추가해 주세요.",
  "surveys.choiceRequired": "답변 선택지를 하나 이상 추가해 주세요.",
  "surveys.answerRequired": "이 질문에 답해 주세요.",
  "surveys.choice": "이 질문의 선택지 중에서 골라 주세요.",
  "surveys.singleChoice": "답변은 하나만 골라 주세요.",
  "surveys.thanks": "응답해 주셔서 감사합니다. 점수: {{score}}",
  "surveys.created": "설문을 만들었습니다.",
  "surveys.updated": "설문을 수정했습니다.",
  "surveys.deleted": "설문을 삭제했습니다.",
  "surveys.csvScore": "점수",
  "siteData.csvDate": "일시",
  "siteData.csvLang": "언어",
  "siteData.csvEmail": "이메일 주소",
  "siteData.csvMode": "모드",
  "mail.memberRegister.subject": "[{{site}}] 회원가입을 완료해 주세요",
  "mail.memberRegister.body":
    "{{site}}에 가입해 주셔서 감사합니다.\n\n{{hours}}시간 이내에 다음 링크를 열어 가입을 완료해 주세요.\n{{url}}\n\n가입하지 않으셨다면 이 메일을 무시해 주세요. 아무것도 등록되지 않습니다.",
  "mail.memberReset.subject": "[{{site}}] 새 비밀번호 설정",
  "mail.memberReset.body":
    "{{site}} 회원 비밀번호 재설정이 요청되었습니다.\n\n{{minutes}}분 이내에 다음 링크를 열어 새 비밀번호를 설정해 주세요.\n{{url}}\n\n본인이 요청하지 않았다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.",
  "mail.contactNotice.subject": "[{{site}}] 새 문의",
  "mail.contactNotice.body":
    "{{date}}에 {{site}}({{lang}})의 문의 양식으로 방문자가 내용을 보냈습니다.\n\n{{answers}}\n\n문의 목록은 관리 화면의 사이트 CONTACT 탭에 있습니다.",
};

export const membersMessages: SectionCatalogue<typeof en> = { en, ja, zh, ko };
