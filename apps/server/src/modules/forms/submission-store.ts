import type { Locale } from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import { formSubmissions } from "../../platform/database/schema/index.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { formatJst } from "../site-data/jst.ts";
import type { SubmittedField } from "./form-validation.ts";

export interface SubmissionInput {
  siteId: string;
  kind: "contact" | "homepage";
  lang: string;
  mode: string | null;
  email: string | null;
  answers: SubmittedField[];
  idempotencyKey: string | null;
}

export interface ContactNotice {
  to: string;
  siteName: string;
  /** The site's default language: the creator reads the notification. */
  locale: Locale;
}

function answersText(answers: SubmittedField[]): string {
  return answers
    .map(
      (answer) => `${answer.title}: ${Array.isArray(answer.value) ? answer.value.join(", ") : answer.value}`,
    )
    .join("\n");
}

/**
 * Stores a submission and its notification mail in one transaction: both or neither. A retry with
 * an Idempotency-Key already stored adds nothing and mails nothing; `created` tells the two apart.
 */
export async function storeSubmission(
  db: Db,
  mail: MailOutbox,
  input: SubmissionInput,
  notice: ContactNotice | undefined,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        siteId: input.siteId,
        kind: input.kind,
        lang: input.lang,
        mode: input.mode,
        email: input.email,
        data: input.answers,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({
        target: [formSubmissions.siteId, formSubmissions.kind, formSubmissions.idempotencyKey],
      })
      .returning({ id: formSubmissions.id, createdAt: formSubmissions.createdAt });
    if (!row) return { created: false };
    if (notice) {
      await mail.enqueue(
        {
          to: notice.to,
          template: "contactNotice",
          locale: notice.locale,
          params: {
            site: notice.siteName,
            lang: input.lang,
            date: `${formatJst(row.createdAt)} (JST)`,
            answers: answersText(input.answers) || "-",
          },
        },
        tx,
      );
    }
    return { created: true };
  });
}
