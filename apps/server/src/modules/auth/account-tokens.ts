import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';

export type TokenPurpose = 'password_reset' | 'email_change';

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000; // a link works for one hour
export const RESEND_INTERVAL_MS = 10 * 60 * 1000; // and a new one can be asked for every 10 minutes

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh single-use token; only its hash is stored. */
export async function issueToken(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  newEmail?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    purpose,
    userId,
    tokenHash: hashToken(token),
    newEmail,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Milliseconds until the member may ask for another link, or 0. */
export async function resendWaitMs(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
): Promise<number> {
  const [latest] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  if (!latest) return 0;
  return Math.max(0, latest.createdAt.getTime() + RESEND_INTERVAL_MS - Date.now());
}

/** The unused, unexpired token row, without consuming it. */
export async function findUsableToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Marks the token used; true only for the one caller that got it first, so a link clicked twice
 * at once acts once.
 */
export async function consumeToken(db: DbOrTx, id: bigint): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}
