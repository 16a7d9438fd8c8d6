import { challengeName, type DomainProblem, type Locale, toLocale, translate } from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { operators, sites } from "../../platform/database/schema/index.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { notifyAccount } from "../notifications/notify.ts";
import { formatJst } from "../site-data/jst.ts";

export type DomainEvent = "domainVerified" | "domainFailed" | "domainWarning" | "domainDeactivated";

export interface DomainNoticeDeps {
  db: Db;
  mail: MailOutbox;
  publicUrl: string;
}

/** The problem's text, with the names it speaks of filled in. */
export function problemText(
  problem: DomainProblem,
  locale: Locale,
  names: { domain: string; target: string; challenge: string },
): string {
  return translate(`domains.problem.${problem}`, locale, names);
}

/**
 * Tells the site's account what happened to its domain: a system notification to its operators and a
 * mail to its main contacts through the outbox, in the site's default language (operators keep no
 * language of their own).
 */
export async function sendDomainNotice(
  deps: DomainNoticeDeps,
  siteId: string,
  event: DomainEvent,
  params: { domain: string; url: string; problem?: DomainProblem | null; target?: string; date?: Date },
) {
  const { db, mail } = deps;
  const [site] = await db
    .select({ name: sites.name, accountId: sites.accountId, lang: sites.defaultLanguage })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) return;
  const date = params.date ? `${formatJst(params.date)} (JST)` : "";
  await notifyAccount(db, site.accountId, event, { domain: params.domain, site: site.name, date });
  const locale = toLocale(site.lang) ?? "ja";
  const contacts = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(eq(operators.accountId, site.accountId), eq(operators.adminRole, "main_contact")));
  for (const contact of contacts) {
    await mail.enqueue({
      to: contact.email,
      template: event,
      locale,
      params: {
        domain: params.domain,
        site: site.name,
        url: params.url,
        reason: params.problem
          ? problemText(params.problem, locale, {
              domain: params.domain,
              target: params.target ?? "",
              challenge: challengeName(params.domain),
            })
          : "",
        date,
      },
    });
  }
}

export const consoleLoginUrl = (publicUrl: string) => `${publicUrl}/login`;
