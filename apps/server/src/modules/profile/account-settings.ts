import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { ACCOUNT_TEXTS } from '@kamao/contract/account-texts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../../db/domain-events.ts';
import { users } from '../../db/schema/index.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import {
  consumeToken,
  findUsableToken,
  issueToken,
  resendWaitMs,
  revokeMemberSessions,
} from '../auth/index.ts';
import { availableBalance } from '../wallet/index.ts';

export const EMAIL_LINK_INVALID = AUTH_TEXTS.emailLinkInvalid;

/**
 * The account settings page (docs/product/accounts.md#calls-and-fields): the email and the balance.
 */
export async function readAccountSettings(db: Db, memberId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, memberId));
  return { email: user?.email ?? '', availableBalance: await availableBalance(db, memberId) };
}
export type AccountSettings = Awaited<ReturnType<typeof readAccountSettings>>;

/**
 * Changes the password after checking the current one; every other session of the member ends
 * (the one making the change stays signed in).
 */
export async function changePassword(
  db: Db,
  memberId: string,
  currentSessionId: bigint | null,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  if (!user) throw notFound();
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(ACCOUNT_TEXTS.wrongCurrentPassword);
  }
  if (currentPassword === newPassword) throw badRequest(ACCOUNT_TEXTS.samePassword);
  if (isCommonPassword(newPassword)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, memberId));
    await revokeMemberSessions(tx, memberId, currentSessionId ?? undefined);
  });
}

/**
 * Starts an e-mail change: a verification link goes to the new address and the change applies
 * only when it is opened. One request per 10 minutes; while waiting the answer carries time_left.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  origin: string,
  memberId: string,
  newEmail: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId));
  if (!user) throw notFound();
  const canonical = canonicalEmail(newEmail);
  if (canonical === user.canonicalEmail) throw badRequest(ACCOUNT_TEXTS.emailInUse);
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.canonicalEmail, canonical), ne(users.id, memberId)));
  if (other) throw badRequest(ACCOUNT_TEXTS.emailInUse);
  const wait = await resendWaitMs(db, memberId, 'email_change');
  if (wait > 0) throw new AppError(429, ACCOUNT_TEXTS.emailChangePending, { time_left: wait });

  const token = await issueToken(db, memberId, 'email_change', newEmail.trim());
  const link = `${origin}/email-verification/${token}/${encodeURIComponent(newEmail.trim())}`;
  await mailer.send({
    to: newEmail.trim(),
    subject: 'Confirm your new Kamao e-mail address',
    text: `Hello ${user.name},\n\nOpen this link within one hour to use this address for your Kamao account:\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p><a href="${link}">Use this address for your Kamao account</a> (the link works for one hour).</p><p>If you did not ask for this, ignore this mail.</p>`,
  });
}

/** Applies an e-mail change from its link; the address in the link must be the requested one. */
export async function confirmEmailChange(db: Db, token: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findUsableToken(tx, token, 'email_change');
    if (!row?.newEmail || canonicalEmail(row.newEmail) !== canonicalEmail(email)) {
      throw badRequest(EMAIL_LINK_INVALID, { success: false });
    }
    const canonical = canonicalEmail(row.newEmail);
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.canonicalEmail, canonical), ne(users.id, row.userId), isNull(users.deletedAt)),
      );
    if (other) throw badRequest(ACCOUNT_TEXTS.emailInUse, { success: false });
    if (!(await consumeToken(tx, row.id))) throw badRequest(EMAIL_LINK_INVALID, { success: false });
    // The userName stays: referral links already shared keep working.
    await tx
      .update(users)
      .set({ email: row.newEmail, canonicalEmail: canonical })
      .where(eq(users.id, row.userId));
    // The link carries no session, so no write hook sees whose page data changed: the
    // dashboard shows the address (plugins/member-answer-cache.ts).
    await publishEvent(tx, { type: 'member.answers_stale', memberId: row.userId });
  });
}
