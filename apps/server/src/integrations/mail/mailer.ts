import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first (DESIGN.md "Mail"): with SMTP configured it is then
 * sent and marked; without, it stays there and is logged, so reset links work on the embedded
 * demo. A failed send is recorded on the row and logged, never thrown at the member.
 */
export function createMailer(options: {
  db: Db;
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
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .returning({ id: mailOutbox.id });
      if (!options.smtpUrl) {
        options.log.info(
          { to: message.to, subject: message.subject, text: message.text },
          'mail kept in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await (await transportFor(options.smtpUrl)).sendMail({ from: options.from, ...message });
        await options.db
          .update(mailOutbox)
          .set({ sentAt: sql`now()` })
          .where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        options.log.error({ err: error, to: message.to }, 'mail delivery failed');
        await options.db
          .update(mailOutbox)
          .set({ error: String(error).slice(0, 500) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
