import type { CompanyInfo, FormField, FormKind, SiteLanguage, SiteSnapshot } from "@mekuri/domain";

export type FormName = "membership" | "contact" | "homepage";

export const formKindOf: Record<FormName, FormKind> = {
  membership: "MEMBERSHIP_SETTING",
  contact: "CONTACT_SETTING",
  homepage: "HOMEPAGE_SETTING",
};

/**
 * Ids of the membership form's account fields: the viewer sends them as the body's own email,
 * password and confirmPassword, never inside `data`.
 */
export const memberAccountFieldIds = new Set(["email", "password", "confirmPassword"]);

const titles: Record<SiteLanguage, Record<"email" | "password" | "confirmPassword" | "company", string>> = {
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

/** The spec's default forms (admin.md §3 Forms), for a site whose creator has not defined one. */
export function defaultFormFields(name: FormName, lang: SiteLanguage): FormField[] {
  const t = titles[lang];
  switch (name) {
    case "membership":
      return [
        textField("email", t.email, true, 1),
        textField("password", t.password, true, 2),
        textField("confirmPassword", t.confirmPassword, true, 3),
      ];
    case "contact":
      return [textField("email", t.email, true, 1), textField("company", t.company, true, 2)];
    case "homepage":
      return [textField("email", t.email, true, 1), textField("company", t.company, false, 2)];
  }
}

/** The form's fields in the snapshot's language, sorted by orderNum. */
export function formFields(snapshot: SiteSnapshot, name: FormName): FormField[] {
  const defined = snapshot.forms?.find((form) => form.typeForm === formKindOf[name]);
  const fields = defined?.fields.length ? defined.fields : defaultFormFields(name, snapshot.lang);
  return [...fields].sort((a, b) => a.orderNum - b.orderNum);
}

const companyFlag: Record<FormName, keyof CompanyInfo> = {
  membership: "showInMemberShip",
  contact: "showInContact",
  homepage: "showInForm",
};

/** The company information shown beside the form, when the creator turned it on for that form. */
export function formCompany(snapshot: SiteSnapshot, name: FormName): CompanyInfo | null {
  const company = snapshot.company;
  return company?.[companyFlag[name]] ? company : null;
}

/** The visitor must agree to the terms when the company shown with the form requires agreement. */
export function agreementRequired(snapshot: SiteSnapshot, name: FormName): boolean {
  return formCompany(snapshot, name)?.agreementRequired ?? false;
}
