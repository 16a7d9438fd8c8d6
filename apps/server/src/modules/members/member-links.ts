import type { Locale, MessageParams, SiteSnapshot } from "@mekuri/domain";
import type { Db, Tx } from "../../platform/database/database.ts";
import type { MailOutbox, MailTemplate } from "../../platform/mail/mail-outbox.ts";
import { hashSecret, newSecret } from "../auth/opaque-token.ts";

/** A link mailed to a member: where its table keeps it, how long it works, and its mail. */
export interface MemberLink {
  /** Spends the open links this one replaces. */
  closeEarlier: (tx: Tx, now: Date) => PromiseLike<unknown>;
  /** Stores the link under its secret's hash; answers the stored row's id. */
  store: (tx: Tx, link: { secretHash: string; expiresAt: Date }) => PromiseLike<{ id: string }[]>;
  lifetimeMs: number;
  to: string;
  template: MailTemplate;
  /** The mail's parameters besides the site's name and the link. */
  params: MessageParams;
  /** The page's address with the link's token. */
  url: (token: string) => string;
}

/**
 * Opens a link for a member of the snapshot's site and mails it, both or neither: the mail is
 * queued in the transaction that stores the link. Only the secret's hash is stored; the token
 * (`id.secret`) is in the mail alone.
 */
export async function mailMemberLink(
  { db, mail }: { db: Db; mail: MailOutbox },
  snapshot: SiteSnapshot,
  link: MemberLink,
): Promise<void> {
  const secret = newSecret();
  const now = new Date();
  await db.transaction(async (tx) => {
    await link.closeEarlier(tx, now);
    const [row] = await link.store(tx, {
      secretHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + link.lifetimeMs),
    });
    await mail.enqueue(
      {
        to: link.to,
        template: link.template,
        locale: snapshot.lang as Locale,
        params: { site: snapshot.name, ...link.params, url: link.url(`${row!.id}.${secret}`) },
      },
      tx,
    );
  });
}
