import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { listOutbox as listOutboxPage, type MailRow } from '../mail/index.ts';

/*
 * What reaches the operator, newest first: the messages of the site's contact form (routes.ts
 * writes them), and the site's mail outbox, which the mail module keeps.
 */

export const INBOX_PAGE_SIZE = 25;

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type { MailRow };

export async function listContactMessages(
  db: DbOrTx,
  { page, onlyOpen }: { page: number; onlyOpen: boolean },
): Promise<{ messages: ContactMessageRow[]; total: number }> {
  const where = onlyOpen ? isNull(contactMessages.handledAt) : undefined;
  const [messages, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(where),
  ]);
  return { messages, total: total?.n ?? 0 };
}

/** Idempotent: a message handled before keeps its first time. */
export async function markContactMessageHandled(
  db: DbOrTx,
  id: string,
): Promise<ContactMessageRow> {
  const [message] = await db
    .update(contactMessages)
    .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!message) throw notFound('No such message');
  return message;
}

export function listOutbox(db: DbOrTx, page: number): Promise<MailRow[]> {
  return listOutboxPage(db, page, INBOX_PAGE_SIZE);
}
