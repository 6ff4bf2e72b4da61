import { and, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '@kamao/contract/language';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Keeps the site language a member signs in with (their browser's language cookie), so mail
 * sent while they are away reads in it (guessing-mail.ts). Nothing is written when the browser
 * does not say, or says what is kept already.
 */
export async function rememberMemberLanguage(
  db: DbOrTx,
  userId: string,
  language: LanguageCode | null,
): Promise<void> {
  if (!language) return;
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), sql`${users.language} is distinct from ${language}`));
}
