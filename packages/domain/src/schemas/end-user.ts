import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { companyInfo, formField } from "../site/content.ts";
import { confirmMatches } from "./auth.ts";
import { currentPassword, email, newPassword, required, requiredOrType } from "./fields.ts";

/** Requests and answers of the site members' and form calls (viewer.md §4, §5, §7). */
export const endUserSiteParams = z.object({ siteId: z.uuid() });
export const endUserPageParams = z.object({ siteId: z.uuid(), pageId: z.uuid() });
export const endUserLangQuery = z.object({ lang: z.string().max(5).optional() });

/** The language a visitor used; the site's default language when absent or not one of the site's. */
const lang = z.string().max(5).optional();

/** A membership, contact or homepage form as the viewer draws it. */
export const formSettingResponse = z.object({
  /** Sorted by orderNum. */
  fields: z.array(formField),
  /** Only when the company's flag for this form (showInMemberShip, showInContact, showInForm) is on. */
  company: companyInfo.nullable(),
  /** The visitor must accept the terms of service and privacy policy before sending. */
  agreementRequired: z.boolean(),
  /** Contact and homepage forms: the creator's plan lacks settingFormContact, sending is refused. */
  locked: z.boolean(),
});
export type FormSettingResponse = z.infer<typeof formSettingResponse>;

export const formFieldMaxLength = 2000;
/** A field's answer: text, a number, or the chosen options of a SELECT_OPTIONS (checkbox) field. */
export const formFieldValue = z.union([
  z
    .string()
    .max(formFieldMaxLength, { error: messageRef("validation.maxLength", { max: formFieldMaxLength }) }),
  z.number(),
  z.array(z.string().max(200)).max(100),
]);
export type FormFieldValue = z.infer<typeof formFieldValue>;
/** Answers by form field id; checked against the site's form definition on the server. */
export const formData = z.record(z.string().max(64), formFieldValue);
export type FormData = z.infer<typeof formData>;

const agreed = z.boolean({ error: requiredOrType }).optional();

export const registerBody = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string({ error: requiredOrType }).min(1, { error: required }),
    data: formData.default({}),
    lang,
    agreed,
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: messageRef("validation.passwordMismatch"),
      });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const registerConfirmBody = z.object({
  token: z
    .string({ error: requiredOrType })
    .trim()
    .min(1, { error: messageRef("auth.tokenMissing") })
    .max(200),
});
export type RegisterConfirmBody = z.infer<typeof registerConfirmBody>;

export const resendRegisterEmailBody = z.object({ email, lang });
export type ResendRegisterEmailBody = z.infer<typeof resendRegisterEmailBody>;

/** viewer.md §2 reset-password: the member asks for a link to set a new password. */
export const memberForgotPasswordBody = z.object({ email, lang });
export type MemberForgotPasswordBody = z.infer<typeof memberForgotPasswordBody>;

/** viewer.md §2 new-password: the mailed link's token and the new password, twice. */
export const memberResetPasswordBody = z
  .object({
    token: registerConfirmBody.shape.token,
    password: newPassword,
    confirmPassword: z.string({ error: requiredOrType }).min(1, { error: required }),
  })
  .superRefine(confirmMatches);
export type MemberResetPasswordBody = z.infer<typeof memberResetPasswordBody>;

export const endUserLoginBody = z.object({ email, password: currentPassword });
export type EndUserLoginBody = z.infer<typeof endUserLoginBody>;

export const endUserSession = z.object({
  accessToken: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number().int(),
});

/** Registration completed: the member is logged in at once. */
export const registerConfirmResponse = endUserSession.extend({ message: z.string() });
export type RegisterConfirmResponse = z.infer<typeof registerConfirmResponse>;

export const endUserLoginResponse = endUserSession.extend({ member: z.object({ email: z.string() }) });
export type EndUserLoginResponse = z.infer<typeof endUserLoginResponse>;

export const contactBody = z.object({ data: formData, lang, agreed });
export type ContactBody = z.infer<typeof contactBody>;

export const homepageBody = z.object({ data: formData, lang, mode: z.string().max(50).optional(), agreed });
export type HomepageBody = z.infer<typeof homepageBody>;

/** Sent with every submission; a retry with the same key stores nothing new and gets the same answer. */
export const idempotencyKeyHeader = "idempotency-key";
export const submissionHeaders = z.object({
  [idempotencyKeyHeader]: z.string().trim().min(8).max(128).optional(),
});
