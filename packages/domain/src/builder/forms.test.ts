import { describe, expect, it } from "vitest";
import { messageRef } from "../i18n/message-format.ts";
import { builderFormConfig, type SiteDocument } from "../schemas/site-document.ts";
import type { FormField } from "../site/content.ts";
import { formKinds, siteLanguages } from "../site/enums.ts";
import {
  defaultFormConfig,
  defaultFormFields,
  emailTitlePattern,
  isFormNumber,
  isMemberAccountField,
  parseFormNumber,
  withMemberAccountFields,
} from "./forms.ts";
import { normaliseSiteDocument } from "./normalise.ts";

const field = (id: string, title: string, orderNum: number, patch: Partial<FormField> = {}): FormField => ({
  id,
  typeInput: "TEXT_BOX",
  title,
  value: "",
  isRequired: false,
  placeholder: "",
  options: [],
  orderNum,
  ...patch,
});

describe("the default forms", () => {
  it("use fixed ids: e-mail, password and confirmation for membership, e-mail and company otherwise", () => {
    const ids = (kind: (typeof formKinds)[number]) => defaultFormFields(kind, "en").map((f) => f.id);
    expect(ids("MEMBERSHIP_SETTING")).toEqual(["email", "password", "confirmPassword"]);
    expect(ids("CONTACT_SETTING")).toEqual(["email", "company"]);
    expect(ids("HOMEPAGE_SETTING")).toEqual(["email", "company"]);
  });

  it("follow the spec's required items: all of contact and membership, the homepage e-mail only", () => {
    const required = (kind: (typeof formKinds)[number]) =>
      defaultFormFields(kind, "ja").map((f) => f.isRequired);
    expect(required("CONTACT_SETTING")).toEqual([true, true]);
    expect(required("MEMBERSHIP_SETTING")).toEqual([true, true, true]);
    expect(required("HOMEPAGE_SETTING")).toEqual([true, false]);
  });

  it("are titled in the site's language, with e-mail titles the e-mail rule recognises", () => {
    expect(defaultFormFields("MEMBERSHIP_SETTING", "ja").map((f) => f.title)).toEqual([
      "メールアドレス",
      "パスワード",
      "パスワード（確認）",
    ]);
    expect(defaultFormFields("CONTACT_SETTING", "zh")[0]?.title).toBe("邮箱地址");
    for (const lang of siteLanguages) {
      expect(emailTitlePattern.test(defaultFormFields("CONTACT_SETTING", lang)[0]!.title), lang).toBe(true);
    }
  });

  it("pass the shared schema in every language", () => {
    for (const lang of siteLanguages) {
      for (const kind of formKinds) {
        expect(builderFormConfig.safeParse(defaultFormConfig(kind, lang)).success, `${kind} ${lang}`).toBe(
          true,
        );
      }
    }
  });

  it("mark only the membership form's three fixed ids as account fields", () => {
    expect(isMemberAccountField("MEMBERSHIP_SETTING", "confirmPassword")).toBe(true);
    expect(isMemberAccountField("MEMBERSHIP_SETTING", "nickname")).toBe(false);
    expect(isMemberAccountField("CONTACT_SETTING", "email")).toBe(false);
  });
});

describe("the shared schema of a form", () => {
  const membership = defaultFormConfig("MEMBERSHIP_SETTING", "en");
  const messagesOf = (form: unknown) =>
    builderFormConfig.safeParse(form).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("refuses a membership form without one of its account fields", () => {
    const form = { ...membership, fields: membership.fields.filter((f) => f.id !== "password") };
    expect(messagesOf(form)).toEqual([["fields", messageRef("sites.memberFieldMissing")]]);
  });

  it("refuses an account field of another type than text", () => {
    const fields = membership.fields.map((f) =>
      f.id === "email" ? { ...f, typeInput: "SELECT", options: [{ value: "a@b.co", isDefault: true }] } : f,
    );
    expect(messagesOf({ ...membership, fields })).toEqual([
      ["fields.0.typeInput", messageRef("sites.memberFieldType")],
    ]);
  });

  it("accepts account fields retitled and reordered, and other forms without them", () => {
    const fields = membership.fields.map((f, i) => ({ ...f, title: `Item ${i}`, orderNum: 3 - i }));
    expect(builderFormConfig.safeParse({ ...membership, fields }).success).toBe(true);
    const contact = { typeForm: "CONTACT_SETTING", fields: [field("topic", "Topic", 1)] };
    expect(builderFormConfig.safeParse(contact).success).toBe(true);
  });

  it("refuses two fields with the same id", () => {
    const form = { ...membership, fields: [...membership.fields, field("email", "Second", 4)] };
    expect(messagesOf(form)).toEqual([["fields.3.id", messageRef("sites.duplicateId")]]);
  });

  it("refuses a number field whose default value is not a number", () => {
    const form = {
      typeForm: "HOMEPAGE_SETTING",
      fields: [field("staff", "Staff", 1, { typeInput: "NUMBER", value: "ten" })],
    };
    expect(messagesOf(form)).toEqual([["fields.0.value", messageRef("forms.number")]]);
    form.fields[0]!.value = "10";
    expect(builderFormConfig.safeParse(form).success).toBe(true);
  });
});

describe("account fields of membership forms saved before the ids were fixed", () => {
  const legacy = [
    field("3f0c", "メールアドレス", 1, { isRequired: true }),
    field("9a1e", "パスワード", 2, { isRequired: true }),
    field("77b2", "パスワード（確認用）", 3, { isRequired: true }),
    field("c4d8", "ニックネーム", 4),
  ];

  it("take the fixed ids by their titles and keep their order and other questions", () => {
    expect(withMemberAccountFields(legacy, "ja").map((f) => [f.id, f.orderNum])).toEqual([
      ["email", 1],
      ["password", 2],
      ["confirmPassword", 3],
      ["c4d8", 4],
    ]);
  });

  it("are added, first and required, when they were deleted", () => {
    const fields = withMemberAccountFields([field("c4d8", "Nickname", 1)], "en");
    expect(fields.map((f) => [f.id, f.title, f.isRequired, f.orderNum])).toEqual([
      ["email", "E-mail", true, 1],
      ["password", "Password", true, 2],
      ["confirmPassword", "Confirm password", true, 3],
      ["c4d8", "Nickname", false, 4],
    ]);
    expect(builderFormConfig.safeParse({ typeForm: "MEMBERSHIP_SETTING", fields }).success).toBe(true);
  });

  it("are upgraded when a document is normalised, so the builder saves fixed ids", () => {
    const doc = {
      numberHorizontal: 1,
      numberVertical: 1,
      languages: ["ja"],
      categories: [],
      pages: [],
      texts: {},
      forms: {
        ja: [
          { typeForm: "MEMBERSHIP_SETTING", fields: legacy },
          { typeForm: "CONTACT_SETTING", fields: legacy },
        ],
      },
      campaign: null,
    } as unknown as SiteDocument;
    const [membership, contact] = normaliseSiteDocument(doc).forms.ja!;
    expect(membership!.fields.map((f) => f.id)).toEqual(["email", "password", "confirmPassword", "c4d8"]);
    expect(contact!.fields).toEqual(legacy);
  });
});

describe("a number field's value", () => {
  it("reads whole and decimal numbers, negative ones, and ignores spaces around them", () => {
    expect(["12", "-3", "3.5", " 42 ", "\t-0.25\n"].map(parseFormNumber)).toEqual([12, -3, 3.5, 42, -0.25]);
  });

  it("refuses other notations, text and numbers too large to hold", () => {
    for (const value of ["", " ", "1e3", "0x1f", "+1", ".5", "1.", "1,000", "12 3", "abc", "9".repeat(400)]) {
      expect(parseFormNumber(value), value).toBeUndefined();
      expect(isFormNumber(value), value).toBe(false);
    }
  });

  it("is the same rule for a default value in the builder as for a visitor's answer", () => {
    const form = (value: string) => ({
      typeForm: "CONTACT_SETTING",
      fields: [field("staff", "Staff", 1, { typeInput: "NUMBER", value })],
    });
    expect(builderFormConfig.safeParse(form(" 12 ")).success).toBe(true);
    expect(builderFormConfig.safeParse(form("1e3")).error?.issues.map((issue) => issue.message)).toEqual([
      messageRef("forms.number"),
    ]);
  });
});
