import type { Locale } from "./locales.ts";

/**
 * Messages the server sends and the shared schemas raise, in every locale.
 * English texts are the spec's own where it gives one.
 */
const en = {
  "validation.required": "This field is required.",
  "validation.invalidType": "This value has the wrong type.",
  "validation.maxLength": "Enter at most {{max}} characters.",
  "validation.minLength": "Enter at least {{min}} characters.",
  "validation.unknownField": "Unknown field: {{field}}.",
  "validation.invalidValue": "This value is not allowed.",
  "validation.email": "Invalid email address.",
  "validation.passwordLength": "Length must be between {{min}} and {{max}} characters.",
  "validation.passwordStrength":
    "Use at least one lowercase letter, one uppercase letter, one digit and one special character (@#$%^&*()_+|{}<>:;[]-=,.?), without spaces.",
  "validation.passwordMismatch": "Passwords do not match. Please try again.",
  "validation.passwordSameAsOld": "The new password must differ from the current one.",
  "auth.loginFailed": "The login ID or password is incorrect. Please check and try logging in again.",
  "auth.tooManyAttempts": "Too many attempts. Please wait {{seconds}} seconds and try again.",
  "auth.unauthorized": "Your session has expired. Please log in again.",
  "auth.tokenInvalid": "This link is invalid or has expired. Please request a new one.",
  "auth.tokenMissing": "The link is missing its token. Please open the link from the e-mail again.",
  "auth.passwordIncorrect": "The password is incorrect.",
  "auth.accountSuspended": "This account is suspended. Please contact your administrator.",
  "auth.accountTerminated": "This account's contract has ended.",
  "auth.passwordChangeRequired": "Please change your password before continuing.",
  "auth.forgotPasswordSent": "If the address is registered, we have sent a link to reset the password.",
  "auth.passwordReset": "Your password has been reset. Please log in with the new password.",
  "auth.passwordChanged": "Your password has been changed.",
  "auth.loggedOut": "You have been logged out.",
  "error.forbidden": "You do not have permission for this action. Please contact the administrator.",
  "error.notFound": "The requested resource was not found.",
  "error.bodyTooLarge": "The request is too large.",
  "error.malformedBody": "The request body could not be read.",
  "error.rateLimited": "Too many requests. Please wait {{seconds}} seconds and try again.",
  "error.serviceUnavailable": "The service is temporarily unavailable. Please try again shortly.",
  "error.internal": "An unexpected error occurred. Please try again later.",
  "mail.resetPassword.subject": "Reset your Mekuri password",
  "mail.resetPassword.body":
    "Hello {{name}},\n\nOpen this link within {{minutes}} minutes to set a new password:\n{{url}}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.",
} as const;

export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

const ja: Catalogue = {
  "validation.required": "この項目は必須です。",
  "validation.invalidType": "値の形式が正しくありません。",
  "validation.maxLength": "{{max}}文字以内で入力してください。",
  "validation.minLength": "{{min}}文字以上で入力してください。",
  "validation.unknownField": "不明な項目です: {{field}}",
  "validation.invalidValue": "この値は使用できません。",
  "validation.email": "メールアドレスの形式が正しくありません。",
  "validation.passwordLength": "{{min}}〜{{max}}文字で入力してください。",
  "validation.passwordStrength":
    "小文字・大文字・数字・記号（@#$%^&*()_+|{}<>:;[]-=,.?）をそれぞれ1文字以上含め、空白は使わないでください。",
  "validation.passwordMismatch": "パスワードが一致しません。もう一度お試しください。",
  "validation.passwordSameAsOld": "新しいパスワードは現在のパスワードと異なるものにしてください。",
  "auth.loginFailed": "ログインIDまたはパスワードが正しくありません。確認のうえ、再度ログインしてください。",
  "auth.tooManyAttempts": "試行回数が多すぎます。{{seconds}}秒後にもう一度お試しください。",
  "auth.unauthorized": "セッションの有効期限が切れました。再度ログインしてください。",
  "auth.tokenInvalid": "このリンクは無効か有効期限切れです。もう一度お申し込みください。",
  "auth.tokenMissing": "リンクにトークンが含まれていません。メールのリンクをもう一度開いてください。",
  "auth.passwordIncorrect": "パスワードが正しくありません。",
  "auth.accountSuspended": "このアカウントは停止中です。管理者にお問い合わせください。",
  "auth.accountTerminated": "このアカウントの契約は終了しています。",
  "auth.passwordChangeRequired": "続行する前にパスワードを変更してください。",
  "auth.forgotPasswordSent": "ご登録のメールアドレスの場合、パスワード再設定用のリンクを送信しました。",
  "auth.passwordReset": "パスワードを再設定しました。新しいパスワードでログインしてください。",
  "auth.passwordChanged": "パスワードを変更しました。",
  "auth.loggedOut": "ログアウトしました。",
  "error.forbidden": "この操作を行う権限がありません。管理者にお問い合わせください。",
  "error.notFound": "お探しのデータが見つかりません。",
  "error.bodyTooLarge": "リクエストのサイズが大きすぎます。",
  "error.malformedBody": "リクエストの内容を読み取れませんでした。",
  "error.rateLimited": "リクエストが多すぎます。{{seconds}}秒後にもう一度お試しください。",
  "error.serviceUnavailable": "ただいまサービスを一時的に利用できません。しばらくしてからお試しください。",
  "error.internal": "予期しないエラーが発生しました。しばらくしてからもう一度お試しください。",
  "mail.resetPassword.subject": "【Mekuri】パスワード再設定のご案内",
  "mail.resetPassword.body":
    "{{name}} 様\n\n{{minutes}}分以内に次のリンクを開き、新しいパスワードを設定してください。\n{{url}}\n\nお心当たりのない場合はこのメールを破棄してください。パスワードは変更されません。",
};

const zh: Catalogue = {
  "validation.required": "此项为必填项。",
  "validation.invalidType": "值的类型不正确。",
  "validation.maxLength": "最多输入{{max}}个字符。",
  "validation.minLength": "至少输入{{min}}个字符。",
  "validation.unknownField": "未知字段：{{field}}。",
  "validation.invalidValue": "不允许使用此值。",
  "validation.email": "电子邮件地址无效。",
  "validation.passwordLength": "长度必须在{{min}}到{{max}}个字符之间。",
  "validation.passwordStrength":
    "请至少包含一个小写字母、一个大写字母、一个数字和一个特殊字符（@#$%^&*()_+|{}<>:;[]-=,.?），且不能包含空格。",
  "validation.passwordMismatch": "两次输入的密码不一致，请重试。",
  "validation.passwordSameAsOld": "新密码必须与当前密码不同。",
  "auth.loginFailed": "登录ID或密码不正确。请确认后重新登录。",
  "auth.tooManyAttempts": "尝试次数过多。请在{{seconds}}秒后重试。",
  "auth.unauthorized": "会话已过期，请重新登录。",
  "auth.tokenInvalid": "此链接无效或已过期，请重新申请。",
  "auth.tokenMissing": "链接缺少令牌，请重新打开邮件中的链接。",
  "auth.passwordIncorrect": "密码不正确。",
  "auth.accountSuspended": "此账户已被暂停，请联系管理员。",
  "auth.accountTerminated": "此账户的合同已终止。",
  "auth.passwordChangeRequired": "请先修改密码再继续。",
  "auth.forgotPasswordSent": "如果该地址已注册，我们已发送重置密码的链接。",
  "auth.passwordReset": "密码已重置，请使用新密码登录。",
  "auth.passwordChanged": "密码已修改。",
  "auth.loggedOut": "您已退出登录。",
  "error.forbidden": "您没有执行此操作的权限，请联系管理员。",
  "error.notFound": "未找到请求的资源。",
  "error.bodyTooLarge": "请求过大。",
  "error.malformedBody": "无法读取请求内容。",
  "error.rateLimited": "请求过多。请在{{seconds}}秒后重试。",
  "error.serviceUnavailable": "服务暂时不可用，请稍后重试。",
  "error.internal": "发生意外错误，请稍后重试。",
  "mail.resetPassword.subject": "重置您的 Mekuri 密码",
  "mail.resetPassword.body":
    "{{name}}，您好：\n\n请在{{minutes}}分钟内打开以下链接设置新密码：\n{{url}}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。",
};

const ko: Catalogue = {
  "validation.required": "필수 항목입니다.",
  "validation.invalidType": "값의 형식이 올바르지 않습니다.",
  "validation.maxLength": "{{max}}자 이내로 입력하세요.",
  "validation.minLength": "{{min}}자 이상 입력하세요.",
  "validation.unknownField": "알 수 없는 항목: {{field}}",
  "validation.invalidValue": "사용할 수 없는 값입니다.",
  "validation.email": "이메일 주소가 올바르지 않습니다.",
  "validation.passwordLength": "{{min}}~{{max}}자로 입력하세요.",
  "validation.passwordStrength":
    "소문자, 대문자, 숫자, 특수문자(@#$%^&*()_+|{}<>:;[]-=,.?)를 각각 1자 이상 포함하고 공백은 사용하지 마세요.",
  "validation.passwordMismatch": "비밀번호가 일치하지 않습니다. 다시 시도하세요.",
  "validation.passwordSameAsOld": "새 비밀번호는 현재 비밀번호와 달라야 합니다.",
  "auth.loginFailed": "로그인 ID 또는 비밀번호가 올바르지 않습니다. 확인 후 다시 로그인하세요.",
  "auth.tooManyAttempts": "시도 횟수가 너무 많습니다. {{seconds}}초 후에 다시 시도하세요.",
  "auth.unauthorized": "세션이 만료되었습니다. 다시 로그인하세요.",
  "auth.tokenInvalid": "링크가 유효하지 않거나 만료되었습니다. 다시 요청하세요.",
  "auth.tokenMissing": "링크에 토큰이 없습니다. 이메일의 링크를 다시 열어 주세요.",
  "auth.passwordIncorrect": "비밀번호가 올바르지 않습니다.",
  "auth.accountSuspended": "이 계정은 정지되었습니다. 관리자에게 문의하세요.",
  "auth.accountTerminated": "이 계정의 계약은 종료되었습니다.",
  "auth.passwordChangeRequired": "계속하려면 먼저 비밀번호를 변경하세요.",
  "auth.forgotPasswordSent": "등록된 주소라면 비밀번호 재설정 링크를 보냈습니다.",
  "auth.passwordReset": "비밀번호를 재설정했습니다. 새 비밀번호로 로그인하세요.",
  "auth.passwordChanged": "비밀번호를 변경했습니다.",
  "auth.loggedOut": "로그아웃했습니다.",
  "error.forbidden": "이 작업을 수행할 권한이 없습니다. 관리자에게 문의하세요.",
  "error.notFound": "요청한 데이터를 찾을 수 없습니다.",
  "error.bodyTooLarge": "요청이 너무 큽니다.",
  "error.malformedBody": "요청 내용을 읽을 수 없습니다.",
  "error.rateLimited": "요청이 너무 많습니다. {{seconds}}초 후에 다시 시도하세요.",
  "error.serviceUnavailable": "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도하세요.",
  "error.internal": "예기치 않은 오류가 발생했습니다. 잠시 후 다시 시도하세요.",
  "mail.resetPassword.subject": "Mekuri 비밀번호 재설정 안내",
  "mail.resetPassword.body":
    "{{name}} 님\n\n{{minutes}}분 안에 다음 링크를 열어 새 비밀번호를 설정하세요.\n{{url}}\n\n요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.",
};

export const messageCatalogues: Record<Locale, Catalogue> = { ja, en, zh, ko };

export type MessageParams = Record<string, string | number>;

function interpolate(template: string, params: MessageParams | undefined): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}

export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  return interpolate(messageCatalogues[locale][key] ?? en[key], params);
}

/**
 * Schemas carry a message reference instead of text, so each side can show it in the reader's
 * language: `validation.maxLength?max=50`. Zod keeps it as the issue message.
 */
export function messageRef(key: MessageKey, params?: MessageParams): string {
  if (!params) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join("&");
  return `${key}?${query}`;
}

export function parseMessageRef(ref: string): { key: MessageKey; params: MessageParams } | undefined {
  const [key = "", query] = ref.split("?", 2);
  if (!isMessageKey(key)) return undefined;
  const params: MessageParams = {};
  for (const pair of query ? query.split("&") : []) {
    const [name = "", value = ""] = pair.split("=", 2);
    params[name] = decodeURIComponent(value);
  }
  return { key, params };
}

/** Text for a message reference; a plain string that is not a reference is returned unchanged. */
export function localizeMessage(ref: string, locale: Locale): string {
  const parsed = parseMessageRef(ref);
  return parsed ? translate(parsed.key, locale, parsed.params) : ref;
}
