import { z } from "zod";
import { isFormNumber, isMemberAccountField, memberAccountFieldIds } from "../../builder/forms.ts";
import { messageRef } from "../../i18n/message-format.ts";
import { type FormConfig, formConfig, formField } from "../../site/content.ts";
import { requiredText } from "../fields.ts";
import { text, textareaMax } from "./builder-fields.ts";

export const builderFormConfig = formConfig
  .extend({
    fields: z
      .array(
        formField
          .extend({
            id: z.string().max(100),
            title: requiredText(50),
            value: text(textareaMax),
            placeholder: text(50),
            options: z.array(z.object({ value: requiredText(50), isDefault: z.boolean() })).max(100),
          })
          .superRefine((field, ctx) => {
            const choosing = field.typeInput === "SELECT" || field.typeInput === "SELECT_OPTIONS";
            if (choosing && field.options.length === 0) {
              ctx.addIssue({
                code: "custom",
                path: ["options"],
                message: messageRef("sites.optionsRequired"),
              });
            }
            if (field.options.filter((option) => option.isDefault).length > 1) {
              ctx.addIssue({
                code: "custom",
                path: ["options"],
                message: messageRef("sites.oneDefaultOption"),
              });
            }
            // The viewer starts a number field from its default value; the server accepts these numbers.
            if (field.typeInput === "NUMBER" && field.value !== "" && !isFormNumber(field.value)) {
              ctx.addIssue({ code: "custom", path: ["value"], message: messageRef("forms.number") });
            }
          }),
      )
      .max(50),
  })
  .superRefine(checkFormFields);
export type BuilderFormConfig = z.infer<typeof builderFormConfig>;

/**
 * Field ids are unique in a form, and the membership form keeps its account fields as text fields
 * (docs/decisions/014): without them the register page and the server would not know the e-mail
 * and password, and would keep a password as an ordinary answer.
 */
function checkFormFields(form: FormConfig, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  form.fields.forEach((field, index) => {
    if (seen.has(field.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["fields", index, "id"],
        message: messageRef("sites.duplicateId"),
      });
    }
    seen.add(field.id);
    if (isMemberAccountField(form.typeForm, field.id) && field.typeInput !== "TEXT_BOX") {
      ctx.addIssue({
        code: "custom",
        path: ["fields", index, "typeInput"],
        message: messageRef("sites.memberFieldType"),
      });
    }
  });
  if (form.typeForm === "MEMBERSHIP_SETTING" && memberAccountFieldIds.some((id) => !seen.has(id))) {
    ctx.addIssue({ code: "custom", path: ["fields"], message: messageRef("sites.memberFieldMissing") });
  }
}
