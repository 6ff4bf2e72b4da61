import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { eq, like, or, sql } from 'drizzle-orm';
import type { SignupPayload } from '@kamao/contract/api-auth';
import { canonicalEmail, userNameFromEmail } from '@kamao/contract/validation';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { signupCounts, users } from '../../db/schema/index.ts';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../lib/common-passwords.ts';
import { newId } from '../../lib/ids.ts';
import { kolkataDate } from '../../lib/kolkata-time.ts';
import { hashPassword } from '../../lib/password.ts';
import { openMemberAccounts } from '../../ledger/accounts.ts';

export interface SignupInput {
  name: string;
  mobileNumber: string;
  email: string;
  /** Null for a Google account until the member sets a password. */
  password: string | null;
  googleSubject?: string;
  /** The referrer's userName from /signup/ref/{userName}. */
  referrerUserName?: string | undefined;
  /** Keyed hash of the client address, for the optional daily cap. */
  addressHash: string;
  dailyLimitPerAddress: number;
  /**
   * Runs in the sign-up's transaction once the member exists (the risk checks): an error it
   * throws undoes the whole sign-up.
   */
  onCreated?: (tx: Tx, member: { id: string; referrerId: string | undefined }) => Promise<void>;
}

/**
 * Creates a member with both wallets in one transaction. E-mails are unique by canonical form;
 * the userName is the canonical local part, with a number added when another domain took it.
 */
export async function signUp(
  db: Db,
  input: SignupInput,
): Promise<{ id: string; userName: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createMember(db, input);
    } catch (error) {
      // Two signups racing for one e-mail: the loser is told it is registered.
      if (isUniqueViolation(error, 'users_canonical_email_key'))
        throw badRequest(AUTH_TEXTS.alreadyRegistered);
      // Two racing for one userName: the loser picks the next free one.
      if (attempt < 5 && isUniqueViolation(error, 'users_user_name_key')) continue;
      throw error;
    }
  }
}

async function createMember(db: Db, input: SignupInput): Promise<{ id: string; userName: string }> {
  if (input.password !== null && isCommonPassword(input.password)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE);
  }
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const canonical = canonicalEmail(input.email);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.canonicalEmail, canonical));
    if (taken) throw badRequest(AUTH_TEXTS.alreadyRegistered);
    if (input.dailyLimitPerAddress > 0)
      await countSignup(tx, input.addressHash, input.dailyLimitPerAddress);

    const referrerId = input.referrerUserName
      ? await referrerIdOf(tx, input.referrerUserName)
      : undefined;
    const id = newId();
    const userName = await freeUserName(tx, userNameFromEmail(input.email));
    await tx.insert(users).values({
      id,
      name: input.name,
      email: input.email.trim(),
      canonicalEmail: canonical,
      userName,
      mobileNumber: input.mobileNumber || null,
      passwordHash,
      googleSubject: input.googleSubject,
      referredBy: referrerId ?? null,
    });
    await openMemberAccounts(tx, id);
    await input.onCreated?.(tx, { id, referrerId });
    return { id, userName };
  });
}

async function referrerIdOf(tx: DbOrTx, userName: string): Promise<string | undefined> {
  const [referrer] = await tx
    .select({ id: users.id, status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.userName, userName.trim().toLowerCase()));
  // An unknown or closed referrer does not stop the signup; it just earns nobody a share.
  return referrer && referrer.status === 'active' && !referrer.deletedAt ? referrer.id : undefined;
}

async function freeUserName(tx: DbOrTx, base: string): Promise<string> {
  const stem = base.replace(/[^a-z0-9_+-]/g, '').slice(0, 40) || 'member';
  const rows = await tx
    .select({ userName: users.userName })
    .from(users)
    .where(or(eq(users.userName, stem), like(users.userName, `${stem}%`)));
  const takenNames = new Set(rows.map((r) => r.userName));
  if (!takenNames.has(stem)) return stem;
  for (let n = 1; ; n += 1) if (!takenNames.has(`${stem}${n}`)) return `${stem}${n}`;
}

async function countSignup(tx: DbOrTx, hash: string, limit: number): Promise<void> {
  const day = kolkataDate(new Date());
  const [row] = await tx
    .insert(signupCounts)
    .values({ day, addressHash: hash, count: 1 })
    .onConflictDoUpdate({
      target: [signupCounts.day, signupCounts.addressHash],
      set: { count: sql`${signupCounts.count} + 1` },
    })
    .returning({ count: signupCounts.count });
  if ((row?.count ?? 0) > limit) {
    throw tooManyRequests(AUTH_TEXTS.tooManySignups);
  }
}

export type { SignupPayload };
