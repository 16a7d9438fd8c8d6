import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { planChannels, planFlags, planTiers } from "../plans/plan-capabilities.ts";
import { monthlyPageViews } from "./analytics.ts";
import { requiredText } from "./fields.ts";
import { choice } from "./users.ts";

const amount = (max: number) =>
  z
    .number({ error: messageRef("validation.invalidType") })
    .int({ error: messageRef("validation.invalidValue") })
    .min(0, { error: messageRef("validation.invalidValue") })
    .max(max, { error: messageRef("validation.invalidValue") });

const flagFields = Object.fromEntries(planFlags.map((flag) => [flag, z.boolean().default(false)])) as Record<
  (typeof planFlags)[number],
  z.ZodDefault<z.ZodBoolean>
>;

/** admin.md §3 Plan. Limits are "shorter than 10 characters" (§5), i.e. at most 999,999,999. */
export const planBody = z
  .object({
    name: requiredText(50),
    tier: choice(planTiers),
    channel: choice(planChannels).default("direct"),
    trial: z.boolean().default(false),
    multilingual: z.boolean().default(false),
    /** Monthly fee excluding tax, in yen. */
    price: amount(999_999_999),
    quantitySwipe: amount(999_999_999).min(1, { error: messageRef("validation.invalidValue") }),
    quantitySite: amount(999_999_999).min(1, { error: messageRef("validation.invalidValue") }),
    limitAccess: amount(999_999_999),
    limitAccessPrice: amount(999_999_999),
    contractTermMonths: amount(120).default(12),
    ...flagFields,
  })
  .strict();
export type PlanBody = z.infer<typeof planBody>;

export const plan = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(planTiers),
  channel: z.enum(planChannels),
  trial: z.boolean(),
  multilingual: z.boolean(),
  price: z.number().int(),
  quantitySwipe: z.number().int(),
  quantitySite: z.number().int(),
  limitAccess: z.number().int(),
  limitAccessPrice: z.number().int(),
  contractTermMonths: z.number().int(),
  swipe: z.boolean(),
  privateDomain: z.boolean(),
  settingPopupCta: z.boolean(),
  settingFormContact: z.boolean(),
  analyticsEffect: z.boolean(),
  settingTagSeo: z.boolean(),
  multiLanguage: z.boolean(),
  accountCount: z.number().int(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof plan>;

export const planListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  tier: z.enum(planTiers).optional(),
  channel: z.enum(planChannels).optional(),
  trial: z.enum(["true", "false"]).optional(),
  multilingual: z.enum(["true", "false"]).optional(),
});
export type PlanListQuery = z.infer<typeof planListQuery>;

export const planPage = z.object({
  items: z.array(plan),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PlanPage = z.infer<typeof planPage>;
export const planList = z.object({ items: z.array(plan) });
export type PlanList = z.infer<typeof planList>;

export const planIdParams = z.object({ id: z.uuid() });

export const planResponse = z.object({ message: z.string(), plan });

/** The plan confirmation page: the plan in force, the one scheduled, what they allow. */
export const userPlan = z.object({
  accountId: z.string(),
  companyName: z.string(),
  current: plan.nullable(),
  scheduled: z.object({ plan, effectiveDate: z.string() }).nullable(),
  sites: z.number().int(),
  /** The account's page views this month (JST) against the plan's traffic limit and its overage. */
  pageViews: monthlyPageViews,
});
export type UserPlan = z.infer<typeof userPlan>;

export const userPlanQuery = z.object({ id: z.uuid().optional() });

export const changePlanBody = z.object({ planId: z.uuid() }).strict();
export type ChangePlanBody = z.infer<typeof changePlanBody>;

export const changePlanResponse = z.object({ message: z.string(), effectiveDate: z.string() });
