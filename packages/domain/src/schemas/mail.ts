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
  /** The text with its token links masked; null where a mail server sends the mail (decision 030). */
  body: z.string().nullable(),
  /** The mail carries a link only its addressee may follow; the main contact opens it on its own. */
  hasLink: z.boolean(),
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
  /** No mail server is set: mail is kept here and its links can be opened from the console. */
  keepsMail: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPage>;

export const outboxMailParams = z.object({ id: z.uuid() });
export const outboxLink = z.object({ url: z.string() });
export type OutboxLink = z.infer<typeof outboxLink>;
