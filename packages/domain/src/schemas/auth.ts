import { z } from "zod";
import { permissions } from "../accounts/permissions.ts";
import { accountKinds, adminRoles, authorities, operatorRoles, userTypeIds } from "../accounts/roles.ts";
import { messageRef } from "../i18n/message-format.ts";
import { currentPassword, email, newPassword, required, requiredOrType, requiredText } from "./fields.ts";

const mismatch = messageRef("validation.passwordMismatch");

export const loginBody = z.object({ email, password: currentPassword });
export type LoginBody = z.infer<typeof loginBody>;

export const contractStatuses = ["active", "suspended", "terminated", "inactive"] as const;

export const userInfo = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
  adminRole: z.enum(adminRoles),
  authority: z.enum(authorities),
  userTypeId: z.enum(userTypeIds),
  mustChangePassword: z.boolean(),
  permissions: z.array(z.enum(permissions)),
  navigation: z.array(z.string()),
  account: z.object({
    id: z.string(),
    kind: z.enum(accountKinds),
    companyName: z.string(),
    contractStatus: z.enum(contractStatuses),
  }),
});
export type UserInfo = z.infer<typeof userInfo>;

export const tokenPair = z.object({
  accessToken: z.string(),
  /** Absent where the client asked for it in an HttpOnly cookie instead (decision 032). */
  refreshToken: z.string().optional(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  mustChangePassword: z.boolean(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const loginResponse = tokenPair.extend({ user: userInfo });
export type LoginResponse = z.infer<typeof loginResponse>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

const resetToken = z
  .string({ error: requiredOrType })
  .trim()
  .min(1, { error: messageRef("auth.tokenMissing") })
  .max(200);

export const verifyTokenBody = z.object({ token: resetToken });
export type VerifyTokenBody = z.infer<typeof verifyTokenBody>;
export const verifyTokenResponse = z.object({ valid: z.literal(true), email: z.string() });

/** The new password and its confirmation agree; the mismatch is told under the confirmation. */
export function confirmMatches<T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.confirmPassword !== value.password) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: mismatch });
  }
}

export const resetPasswordBody = z
  .object({
    token: resetToken,
    password: newPassword,
    confirmPassword: z.string({ error: requiredOrType }).min(1, { error: required }),
  })
  .superRefine(confirmMatches);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z
  .object({
    currentPassword,
    password: newPassword,
    confirmPassword: z.string({ error: requiredOrType }).min(1, { error: required }),
  })
  .superRefine((value, ctx) => {
    confirmMatches(value, ctx);
    if (value.password === value.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: messageRef("validation.passwordSameAsOld"),
      });
    }
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * admin.md §2 Auth "sign up" (decision 057): a company starts a self-service trial. The login is
 * made only when the mailed link is opened, so an address nobody can read never gets one.
 */
export const signUpBody = z
  .object({
    companyName: requiredText(50),
    contactName: requiredText(50),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: requiredOrType }).min(1, { error: required }),
  })
  .superRefine(confirmMatches);
export type SignUpBody = z.infer<typeof signUpBody>;

export const signUpVerifyBody = z.object({ token: resetToken });
export type SignUpVerifyBody = z.infer<typeof signUpVerifyBody>;
