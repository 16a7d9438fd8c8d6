import type { FormField } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { agreementProblem, isEmailField, submittedEmail, validateFormData } from "./form-validation.ts";

const field = (id: string, typeInput: FormField["typeInput"], extra: Partial<FormField> = {}): FormField => ({
  id,
  typeInput,
  title: id,
  value: "",
  isRequired: false,
  placeholder: "",
  options: [],
  orderNum: 1,
  ...extra,
});
const options = [
  { value: "a", isDefault: true },
  { value: "b", isDefault: false },
];

describe("form validation", () => {
  it("accepts each type and normalises numbers, trimmed text and repeated options", () => {
    const fields = [
      field("name", "TEXT_BOX"),
      field("age", "NUMBER"),
      field("pick", "SELECT", { options }),
      field("many", "SELECT_OPTIONS", { options }),
    ];
    const result = validateFormData(fields, { name: "  Aki ", age: "3.5", pick: "a", many: ["a", "b", "a"] });
    expect(result.problems).toEqual([]);
    expect(result.answers.map((a) => a.value)).toEqual(["Aki", 3.5, "a", ["a", "b"]]);
  });

  it("takes a number with spaces around it and refuses other notations, as the builder's rule does", () => {
    const fields = [field("age", "NUMBER")];
    expect(validateFormData(fields, { age: " 42 " }).answers.map((a) => a.value)).toEqual([42]);
    for (const age of ["1e3", "0x1f", "9".repeat(400)]) {
      expect(validateFormData(fields, { age }).problems, age).toEqual([
        { fieldId: "age", message: "forms.number" },
      ]);
    }
  });

  it("skips blank optional fields and names blank required ones: a field to fill, an item to choose", () => {
    const fields = [
      field("opt", "TEXT_BOX"),
      field("req", "SELECT_OPTIONS", { isRequired: true, options }),
      field("name", "TEXT_BOX", { isRequired: true }),
    ];
    expect(validateFormData(fields, { opt: " ", req: [], name: "" })).toEqual({
      answers: [],
      problems: [
        { fieldId: "req", message: "validation.itemRequired" },
        { fieldId: "name", message: "validation.required" },
      ],
    });
  });

  it("finds a snake_case field id under the camelCase key the wire turned it into", () => {
    const fields = [field("company_name", "TEXT_BOX", { isRequired: true })];
    expect(validateFormData(fields, { companyName: "Co." }).answers).toEqual([
      { fieldId: "company_name", title: "company_name", value: "Co." },
    ]);
  });

  it("ignores fields answered elsewhere, such as the membership form's password", () => {
    const fields = [field("password", "TEXT_BOX", { isRequired: true })];
    expect(validateFormData(fields, {}, new Set(["password"]))).toEqual({ answers: [], problems: [] });
  });

  it("treats a field titled as an e-mail address as one", () => {
    expect(isEmailField(field("x1", "TEXT_BOX", { title: "メールアドレス" }))).toBe(true);
    expect(isEmailField(field("x2", "TEXT_BOX", { title: "E-mail" }))).toBe(true);
    for (const title of ["邮箱地址", "电子邮件地址", "이메일 주소"]) {
      expect(isEmailField(field("x4", "TEXT_BOX", { title })), title).toBe(true);
    }
    expect(isEmailField(field("x3", "TEXT_BOX", { title: "Name" }))).toBe(false);
    const fields = [field("contact", "TEXT_BOX", { title: "Email" })];
    const { answers, problems } = validateFormData(fields, { contact: "a@b.co" });
    expect(problems).toEqual([]);
    expect(submittedEmail(fields, answers)).toBe("a@b.co");
  });

  it("asks for the agreement only when it is required and not given", () => {
    expect(agreementProblem(false, undefined)).toEqual([]);
    expect(agreementProblem(true, true)).toEqual([]);
    expect(agreementProblem(true, false)).toHaveLength(1);
  });
});
