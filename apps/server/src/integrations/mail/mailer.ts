import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where messages are kept before they are sent (the mail module's outbox). */
export interface MailRecord {
  /** Keeps the message; answers its id. */
  keep(message: MailMessage): Promise<bigint>;
  sent(id: bigint): Promise<void>;
  failed(id: bigint, error: string): Promise<void>;
}

/**
 * Every message is recorded first: with SMTP configured it is then sent and marked; without, it
 * stays recorded and is logged, so reset links work on the embedded demo. A failed send is
 * recorded and logged, never thrown at the member.
 */
export function createMailer(options: {
  record: MailRecord;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer loads with the first mail, and only with SMTP configured.
  let transport: Promise<Transporter> | undefined;
  const transportFor = (smtpUrl: string) =>
    (transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport(smtpUrl),
    ));
  return {
    async send(message) {
      const id = await options.record.keep(message);
      if (!options.smtpUrl) {
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail kept in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await (await transportFor(options.smtpUrl)).sendMail({ from: options.from, ...message });
        await options.record.sent(id);
      } catch (error) {
        options.log.error({ err: error, to: message.to }, 'mail delivery failed');
        await options.record.failed(id, String(error));
      }
    },
  };
}
