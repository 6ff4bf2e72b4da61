import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { and, eq, isNull } from 'drizzle-orm';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/password.ts';
import { consumeToken, findUsableToken, issueToken, resendWaitMs } from './account-tokens.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { revokeMemberSessions } from './session-store.ts';

export const RESET_LINK_INVALID = AUTH_TEXTS.resetLinkInvalid;

/**
 * Sends a reset link (docs/product/accounts.md#forgot-password). An unknown address gets the same
 * answer as a known one, so the form cannot be used to find out who is registered. While a link was
 * sent recently the answer is 429 with time_left in milliseconds for the client's 'Try again after'
 * countdown.
 */
export async function sendPasswordResetLink(
  db: Db,
  mailer: Mailer,
  origin: string,
  email: string,
): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.canonicalEmail, canonicalEmail(email)), isNull(users.deletedAt)));
  if (!user || user.status !== 'active') return;
  const wait = await resendWaitMs(db, user.id, 'password_reset');
  if (wait > 0) {
    const msg = AUTH_TEXTS.resetLinkRecent;
    throw new AppError(429, msg, { success: false, msg, time_left: wait });
  }
  const token = await issueToken(db, user.id, 'password_reset');
  const link = `${origin}/password-reset-form/${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Kamao password',
    text: `Hello ${user.name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays the same.`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p><a href="${link}">Choose a new password</a> within one hour.</p><p>If you did not ask for this, ignore this mail; your password stays the same.</p>`,
  });
}

export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (!(await findUsableToken(db, token, 'password_reset')))
    throw badRequest(RESET_LINK_INVALID, { success: false });
}

/** Sets the new password once per link and ends every session of the member. */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { success: false });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await findUsableToken(tx, token, 'password_reset');
    if (!row || !(await consumeToken(tx, row.id)))
      throw badRequest(RESET_LINK_INVALID, { success: false });
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await revokeMemberSessions(tx, row.userId);
  });
}
