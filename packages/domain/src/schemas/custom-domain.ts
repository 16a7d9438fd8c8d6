import { z } from "zod";
import { checkDomainName } from "../domains/domain-name.ts";
import { domainProblems, domainStates } from "../domains/verification.ts";
import { messageRef } from "../i18n/message-format.ts";

/**
 * PUT /site/{id}/domain: the wizard's step 1. `productDomains` are the service's own names (the
 * console's host and the sites domain), which the server knows; the console checks the form alone.
 */
export const setCustomDomainBodyFor = (productDomains: readonly string[] = []) =>
  z.object({
    domain: z
      .string({ error: messageRef("domains.required") })
      .max(2000, { error: messageRef("domains.tooLong") })
      .superRefine((value, ctx) => {
        const check = checkDomainName(value, productDomains);
        if (!check.ok) ctx.addIssue({ code: "custom", message: messageRef(`domains.${check.problem}`) });
      }),
  });
export const setCustomDomainBody = setCustomDomainBodyFor();
export type SetCustomDomainBody = z.infer<typeof setCustomDomainBody>;

export const dnsRecordTypes = ["CNAME", "A", "AAAA", "TXT"] as const;
/** A record the operator creates at the registrar (step 2). */
export const dnsRecord = z.object({ type: z.enum(dnsRecordTypes), name: z.string(), value: z.string() });
export type DnsRecord = z.infer<typeof dnsRecord>;

/** The custom domain of a site and its verification, as the wizard's steps 2–4 and the list show it. */
export const customDomainStatus = z.object({
  domain: z.string(),
  state: z.enum(domainStates),
  /** The last check's problem: what to fix (while pending), why it failed, or the warning of an active one. */
  problem: z.enum(domainProblems).nullable(),
  apex: z.boolean(),
  /** CNAME (or A/AAAA for an apex) and the TXT challenge of this attempt. */
  records: z.array(dnsRecord),
  startedAt: z.string(),
  deadline: z.string(),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  activeSince: z.string().nullable(),
  /** An active domain whose records disappeared: when they were first missed (it stops 7 days later). */
  missingSince: z.string().nullable(),
});
export type CustomDomainStatus = z.infer<typeof customDomainStatus>;

export const customDomainResponse = z.object({ domain: customDomainStatus.nullable() });
export type CustomDomainResponse = z.infer<typeof customDomainResponse>;

/** A site's domain in the site list: its name, state and problem. */
export const siteDomainSummary = z.object({
  name: z.string(),
  state: z.enum(domainStates),
  problem: z.enum(domainProblems).nullable(),
});
export type SiteDomainSummary = z.infer<typeof siteDomainSummary>;
