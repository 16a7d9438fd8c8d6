import { z } from "zod";
import { accountKinds } from "../accounts/roles.ts";
import { contractStatuses } from "./auth.ts";

export const accountIdParams = z.object({ accountId: z.uuid() });

export const accountSummary = z.object({
  id: z.string(),
  kind: z.enum(accountKinds),
  parentId: z.string().nullable(),
  companyName: z.string(),
  contactName: z.string(),
  contractStatus: z.enum(contractStatuses),
  createdAt: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummary>;
