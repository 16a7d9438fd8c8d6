import type { Locale } from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { createResetToken, welcomeTokenTtlMinutes } from "../auth/password-reset.ts";

export interface WelcomeMailDeps {
  mail: MailOutbox;
  /** The console's address, for the links. */
  publicUrl: string;
}

export interface NewLogin {
  operatorId: string;
  email: string;
  name: string;
  companyName: string;
}

/**
 * Tells a new login where the console is and gives it a link to set its own password, so the
 * one-time password shown once to the creator is not the only way in. Written in the creating
 * transaction: the mail goes exactly when the login exists.
 */
export async function sendWelcomeMail(tx: Db, deps: WelcomeMailDeps, login: NewLogin, locale: Locale) {
  const token = await createResetToken(tx, login.operatorId, welcomeTokenTtlMinutes);
  await deps.mail.enqueue(
    {
      to: login.email,
      template: "welcome",
      locale,
      params: {
        name: login.name,
        company: login.companyName,
        email: login.email,
        loginUrl: `${deps.publicUrl}/login`,
        hours: welcomeTokenTtlMinutes / 60,
        url: `${deps.publicUrl}/new-password?token=${encodeURIComponent(token)}`,
      },
    },
    tx,
  );
}
