import {
  type CompanyInfo,
  defaultFormFields,
  type FormField,
  type FormKind,
  memberAccountFieldIds as memberAccountIds,
  type SiteSnapshot,
  withMemberAccountFields,
} from "@mekuri/domain";

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
export const memberAccountFieldIds: ReadonlySet<string> = new Set(memberAccountIds);

/**
 * The form's fields in the snapshot's language, sorted by orderNum; the spec's default form
 * (admin.md §3 Forms) for a site whose creator has not defined one.
 */
export function formFields(snapshot: SiteSnapshot, name: FormName): FormField[] {
  const defined = snapshot.forms?.find((form) => form.typeForm === formKindOf[name]);
  if (!defined?.fields.length) return defaultFormFields(formKindOf[name], snapshot.lang);
  // Snapshots published before the account fields had fixed ids still name them by title.
  const fields =
    name === "membership" ? withMemberAccountFields(defined.fields, snapshot.lang) : defined.fields;
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
