import type { Transporter } from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer is imported with the first mail, not at start (decision 136): the outbox sends
 * rarely, and its code would sit in every process's memory from the start.
 */
export function createSmtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const connected = () => {
    transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
    return transporter;
  };
  return {
    async send(mail) {
      await (await connected()).sendMail(mail);
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
}
