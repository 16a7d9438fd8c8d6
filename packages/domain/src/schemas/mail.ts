import { z } from "zod";

export const mailStatuses = ["kept", "pending", "sending", "sent", "failed"] as const;

export const outboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const outboxMail = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const outboxPage = z.object({
  items: z.array(outboxMail),
  total: z.number().int(),
  page: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
