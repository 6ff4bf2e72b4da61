import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailMessage, MailRecord } from '../../integrations/mail/mailer.ts';

export type MailRow = typeof mailOutbox.$inferSelect;

/**
 * The outbox as the mailer's record: every message is kept before it is sent, then marked sent
 * or failed. Without SMTP it stays there, which is how reset links work on the embedded demo.
 */
export function outboxRecord(db: DbOrTx): MailRecord {
  return {
    async keep(message: MailMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    async sent(id) {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    },
    async failed(id, error) {
      await db
        .update(mailOutbox)
        .set({ error: error.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    },
  };
}

/** A page of the outbox, newest first, for the operator's inbox. */
export async function listOutbox(db: DbOrTx, page: number, pageSize: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
