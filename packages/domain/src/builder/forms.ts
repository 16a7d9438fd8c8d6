import type { FormConfig, FormField } from "../site/content.ts";
import type { FormKind, SiteLanguage } from "../site/enums.ts";

/**
 * The membership form's account fields (docs/decisions/014, 015): the register page asks for them
 * itself and sends them as the body's own email, password and confirmPassword, never as answers.
 * Only these fixed ids are recognised, so the builder keeps them and cannot remove or retype them.
 */
export const memberAccountFieldIds = ["email", "password", "confirmPassword"] as const;
export type MemberAccountFieldId = (typeof memberAccountFieldIds)[number];

export function isMemberAccountField(kind: FormKind, fieldId: string): boolean {
  return kind === "MEMBERSHIP_SETTING" && (memberAccountFieldIds as readonly string[]).includes(fieldId);
}

/** A field title naming an e-mail address, in the site languages (for fields without the id `email`). */
export const emailTitlePattern = /e-?mail|メール|邮箱|电子邮件|電子郵件|이메일/i;

const defaultTitles: Record<SiteLanguage, Record<MemberAccountFieldId | "company", string>> = {
  ja: {
    email: "メールアドレス",
    password: "パスワード",
    confirmPassword: "パスワード（確認）",
    company: "会社名",
  },
  en: { email: "E-mail", password: "Password", confirmPassword: "Confirm password", company: "Company name" },
  zh: { email: "邮箱地址", password: "密码", confirmPassword: "确认密码", company: "公司名称" },
  ko: { email: "이메일 주소", password: "비밀번호", confirmPassword: "비밀번호 확인", company: "회사명" },
};

function textField(id: string, title: string, isRequired: boolean, orderNum: number): FormField {
  return { id, typeInput: "TEXT_BOX", title, value: "", isRequired, placeholder: "", options: [], orderNum };
}

/**
 * The spec's default forms (admin.md §3 Forms) with their fixed ids and titles in the site's
 * language: what a site without a form of that kind gets, and what the builder starts from.
 */
export function defaultFormFields(kind: FormKind, lang: SiteLanguage): FormField[] {
  const t = defaultTitles[lang];
  switch (kind) {
    case "MEMBERSHIP_SETTING":
      return memberAccountFieldIds.map((id, index) => textField(id, t[id], true, index + 1));
    case "CONTACT_SETTING":
      return [textField("email", t.email, true, 1), textField("company", t.company, true, 2)];
    case "HOMEPAGE_SETTING":
      return [textField("email", t.email, true, 1), textField("company", t.company, false, 2)];
  }
}

export function defaultFormConfig(kind: FormKind, lang: SiteLanguage): FormConfig {
  return { typeForm: kind, fields: defaultFormFields(kind, lang) };
}

const confirmWord = /confirm|確認|确认|확인/i;
const passwordWord = /pass\s*word|パスワード|密码|密碼|비밀번호/i;

/** How an account field written with a random id (builders before fixed ids) is recognised by its title. */
const legacyTitle: Record<MemberAccountFieldId, (title: string) => boolean> = {
  email: (title) => emailTitlePattern.test(title),
  password: (title) => passwordWord.test(title) && !confirmWord.test(title),
  confirmPassword: (title) => passwordWord.test(title) && confirmWord.test(title),
};

/**
 * A membership form's fields with its three account fields under their fixed ids, required. Forms
 * saved before the ids were fixed had them under random ids: a text field titled like one takes its
 * id (so its answer is never stored as data and the register page does not draw it twice); one
 * missing altogether is added first, titled in the form's language.
 */
export function withMemberAccountFields(fields: FormField[], lang: SiteLanguage): FormField[] {
  const sorted = [...fields].sort((a, b) => a.orderNum - b.orderNum);
  const has = (id: string) => sorted.some((field) => field.id === id);
  const renamed = new Map<FormField, MemberAccountFieldId>();
  for (const id of memberAccountFieldIds) {
    if (has(id)) continue;
    const legacy = sorted.find(
      (field) =>
        field.typeInput === "TEXT_BOX" &&
        !renamed.has(field) &&
        !(memberAccountFieldIds as readonly string[]).includes(field.id) &&
        legacyTitle[id](field.title),
    );
    if (legacy) renamed.set(legacy, id);
  }
  const upgraded = fields.map((field) => {
    const id = renamed.get(field) ?? field.id;
    return isMemberAccountField("MEMBERSHIP_SETTING", id) ? { ...field, id, isRequired: true } : field;
  });
  const missing = memberAccountFieldIds.filter((id) => !upgraded.some((field) => field.id === id));
  if (missing.length === 0) return upgraded;
  const added = defaultFormFields("MEMBERSHIP_SETTING", lang).filter((field) =>
    missing.includes(field.id as MemberAccountFieldId),
  );
  const rest = [...upgraded].sort((a, b) => a.orderNum - b.orderNum);
  return [...added, ...rest].map((field, index) => ({
    ...field,
    orderNum: index + 1,
  }));
}

const formNumberShape = /^-?\d+(\.\d+)?$/;

/**
 * A number field's answer or default value as forms take it (viewer.md §3 Form config): digits
 * with an optional minus and decimals, spaces around ignored, as the viewer's own check ignores
 * them. The builder checks defaults and the server answers with this same rule.
 */
export function parseFormNumber(value: string): number | undefined {
  const text = value.trim();
  if (!formNumberShape.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

export const isFormNumber = (value: string): boolean => parseFormNumber(value) !== undefined;
