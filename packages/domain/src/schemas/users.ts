import { z } from "zod";
import { accountKinds, authorities } from "../accounts/roles.ts";
import { messageRef } from "../i18n/message-format.ts";
import { isValidDate } from "../users/user-csv.ts";
import { contractStatuses } from "./auth.ts";
import { email, requiredText } from "./fields.ts";

/** Accounts an operator creates: anything below the master. */
export const childAccountKinds = ["oem_master", "oem_admin", "user"] as const;
export type ChildAccountKind = (typeof childAccountKinds)[number];

/** An enumerated field whose errors are message references like every other field's. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? messageRef("validation.required")
        : messageRef("validation.invalidValue"),
  });
}

const dateField = z
  .string()
  .refine(isValidDate, { error: messageRef("validation.date") })
  .nullable()
  .default(null);

function endAfterStart(
  value: { contractStartDate?: string | null; contractEndDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.contractStartDate && value.contractEndDate && value.contractEndDate < value.contractStartDate) {
    ctx.addIssue({ code: "custom", path: ["contractEndDate"], message: messageRef("users.endBeforeStart") });
  }
}

/** admin.md §3 User/account: the fields an operator edits. */
const userFields = {
  companyName: requiredText(50),
  contactName: requiredText(50),
  email,
  planId: z.uuid().nullable().default(null),
  contractStartDate: dateField,
  contractEndDate: dateField,
  /** "Permission": whether the account may use the external API (docs/decisions/005). */
  permissionGranted: z.boolean().default(false),
  /** "License issuance": whether the account may create accounts below it. */
  licenseIssuance: z.boolean().default(false),
  /** "Logo settings": whether the account may put its own logo on its sites. */
  customLogo: z.boolean().default(true),
  /** "Control authority": what the account's main login may do, edit or only view. */
  authority: choice(authorities).default("edit"),
};

export const createUserBody = z
  .object({ ...userFields, kind: choice(childAccountKinds), parentId: z.uuid() })
  .strict()
  .superRefine(endAfterStart);
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.object(userFields).strict().superRefine(endAfterStart);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  kind: z.enum(childAccountKinds).optional(),
  contractStatus: z.enum(contractStatuses).optional(),
  planId: z.uuid().optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const planRef = z.object({ id: z.string(), name: z.string() });

export const userListItem = z.object({
  id: z.string(),
  kind: z.enum(accountKinds),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  plan: planRef.nullable(),
  contractStatus: z.enum(contractStatuses),
  contractStartDate: z.string().nullable(),
  contractEndDate: z.string().nullable(),
  parent: z.object({ id: z.string(), companyName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userListPage = z.object({
  items: z.array(userListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserListPage = z.infer<typeof userListPage>;

export const userLimits = z.object({
  maxSites: z.number().nullable(),
  maxPagesPerSite: z.number().nullable(),
  monthlyPageViews: z.number().nullable(),
  sites: z.number().int(),
});

export const userDetail = userListItem.extend({
  permissionGranted: z.boolean(),
  licenseIssuance: z.boolean(),
  customLogo: z.boolean(),
  authority: z.enum(authorities),
  scheduledPlan: planRef.extend({ effectiveDate: z.string() }).nullable(),
  limits: userLimits,
  /** Terminated accounts are read-only. */
  editable: z.boolean(),
  childCount: z.number().int(),
});
export type UserDetail = z.infer<typeof userDetail>;

export const createUserResponse = z.object({
  message: z.string(),
  user: userDetail,
  /** The main login's one-time password, shown once; it must be changed at the first login. */
  temporaryPassword: z.string(),
});
export type CreateUserResponse = z.infer<typeof createUserResponse>;

export const importUsersResponse = z.object({
  message: z.string(),
  created: z.array(
    z.object({ line: z.number().int(), id: z.string(), email: z.string(), temporaryPassword: z.string() }),
  ),
});
export type ImportUsersResponse = z.infer<typeof importUsersResponse>;

export const userIdParams = z.object({ id: z.uuid() });

export const contractActions = [
  "create",
  "update",
  "import",
  "suspend",
  "resume",
  "terminate",
  "planChange",
  "paymentForceComplete",
  "paymentReceiptConfirmed",
] as const;
export type ContractAction = (typeof contractActions)[number];

/** admin.md §3 Contract history entry: execution time, executor, process content. */
export const contractHistoryEntry = z.object({
  id: z.string(),
  executedAt: z.string(),
  executor: z.string(),
  action: z.enum(contractActions),
  /** Process content details, e.g. the fields changed or the plans before and after. */
  detail: z.string(),
});
export type ContractHistoryEntry = z.infer<typeof contractHistoryEntry>;

export const contractHistoryPage = z.object({
  items: z.array(contractHistoryEntry),
  total: z.number().int(),
});
export type ContractHistoryPage = z.infer<typeof contractHistoryPage>;

export const contractActionBody = z.object({ action: z.enum(["suspend", "resume", "terminate"]) }).strict();
export type ContractActionBody = z.infer<typeof contractActionBody>;
