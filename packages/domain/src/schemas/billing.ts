import { z } from "zod";
import { invoiceLineKinds } from "../billing/invoice.ts";
import { billingMethods, paymentStatuses } from "../billing/payment-status.ts";
import { registrationNumberProblem } from "../billing/registration-number.ts";
import { messageRef } from "../i18n/message-format.ts";
import { requiredText } from "./fields.ts";
import { choice } from "./users.ts";

/** A billing month, "YYYY-MM". */
export const billingMonth = z
  .string({ error: messageRef("billing.invalidMonth") })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messageRef("billing.invalidMonth") });

export const billListQuery = z.object({
  month: billingMonth.optional(),
  status: choice(paymentStatuses).optional(),
  accountId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BillListQuery = z.infer<typeof billListQuery>;

export const billExportQuery = billListQuery.omit({ page: true, pageSize: true });

export const billIdParams = z.object({ id: z.uuid() });

export const exportPdfQuery = z.object({
  /** The second language printed under the Japanese; the caller's language by default. */
  lang: z.enum(["ja", "en", "zh", "ko"]).optional(),
});

/** admin.md §3 Payment record. Amounts are integer yen; fees exclude tax, `total` includes it. */
export const paymentRecord = z.object({
  id: z.string(),
  accountId: z.string(),
  companyName: z.string(),
  month: z.string(),
  planName: z.string(),
  pageViews: z.number().int(),
  blocksConsumed: z.number().int(),
  planFee: z.number().int(),
  pageViewFee: z.number().int(),
  licenseFee: z.number().int(),
  initialFee: z.number().int(),
  monthlyFee: z.number().int(),
  totalFee: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  status: z.enum(paymentStatuses),
  method: z.enum(billingMethods),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const billedAccountList = z.object({
  items: z.array(z.object({ id: z.string(), companyName: z.string() })),
});
export type BilledAccountList = z.infer<typeof billedAccountList>;

export const billPage = z.object({ items: z.array(paymentRecord), total: z.number().int() });
export type BillPage = z.infer<typeof billPage>;

export const issuerDetails = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  bankTransfer: z.string(),
});
export type IssuerDetails = z.infer<typeof issuerDetails>;

/** admin.md §3 Invoice, as issued: never changed afterwards (decision 067). */
export const invoice = z.object({
  id: z.string(),
  number: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  month: z.string(),
  issuer: issuerDetails,
  recipientName: z.string(),
  lines: z.array(
    z.object({
      kind: z.enum(invoiceLineKinds),
      label: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
      ratePercent: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  taxes: z.array(
    z.object({ ratePercent: z.number().int(), taxable: z.number().int(), tax: z.number().int() }),
  ),
  tax: z.number().int(),
  total: z.number().int(),
  notes: z.string(),
  paidByCardOn: z.string().nullable(),
  replacesNumber: z.string().nullable(),
  cancelledByNumber: z.string().nullable(),
  issuedAt: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

export const billDetail = z.object({
  payment: paymentRecord,
  invoice: invoice.nullable(),
  /** Every invoice of the payment, newest first: a correction and the ones it cancelled. */
  invoices: z.array(
    z.object({ id: z.string(), number: z.string(), issuedAt: z.string(), cancelled: z.boolean() }),
  ),
  canForceComplete: z.boolean(),
  /** The caller may record that the transfer arrived (decision 114). */
  canConfirmReceipt: z.boolean(),
});
export type BillDetail = z.infer<typeof billDetail>;

export const billActionResponse = z.object({ message: z.string(), payment: paymentRecord });

/** How the caller's account pays (decision 115): the saved card is shown by brand and last digits. */
export const paymentMethodResponse = z.object({
  method: z.enum(billingMethods),
  card: z
    .object({ brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable(),
  /** Card payments are configured on this server, so a card can be saved. */
  cardAvailable: z.boolean(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodResponse>;

/** The provider's hosted page where the card is typed in; the console sends the browser there. */
export const cardSetupResponse = z.object({ url: z.string() });

export const cardSetupCompleteBody = z
  .object({
    sessionId: z
      .string({ error: messageRef("validation.required") })
      .min(1)
      .max(255),
  })
  .strict();
export const cardSetupCompleteResponse = paymentMethodResponse.extend({ message: z.string() });

export const runBillingBody = z.object({ month: billingMonth }).strict();
export const runBillingResponse = z.object({
  message: z.string(),
  created: z.number().int(),
  existing: z.number().int(),
});

export const reissueBody = z
  .object({
    notes: z
      .string()
      .max(500, { error: messageRef("validation.maxLength", { max: 500 }) })
      .default(""),
  })
  .strict();

export const registrationNumber = z
  .string({ error: messageRef("validation.required") })
  .trim()
  .superRefine((value, ctx) => {
    const problem = registrationNumberProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: messageRef(problem) });
  });

/** The issuer details of an operator's tree: the master's, or an OEM master's own (decision 067). */
export const issuerBody = z
  .object({
    name: requiredText(100),
    registrationNumber,
    address: requiredText(200),
    bankTransfer: requiredText(300),
  })
  .strict();
export type IssuerBody = z.infer<typeof issuerBody>;

export const issuerResponse = issuerDetails.extend({ configured: z.boolean() });

export const billEstimateQuery = z.object({ id: z.uuid().optional() });

const feeFigures = z.object({
  pageViews: z.number().int(),
  blocksConsumed: z.number().int(),
  planFee: z.number().int(),
  pageViewFee: z.number().int(),
  licenseFee: z.number().int(),
  initialFee: z.number().int(),
  totalFee: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});

/** Plan confirmation: the next bill from this month's page views so far, and at the pace so far. */
export const billEstimate = z.object({
  month: z.string(),
  planName: z.string().nullable(),
  soFar: feeFigures.nullable(),
  projected: feeFigures.nullable(),
});
export type BillEstimate = z.infer<typeof billEstimate>;
