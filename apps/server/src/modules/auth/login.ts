import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden, tooManyRequests } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { countDeviceAttempt, findLoginDevice, rememberLoginDevice } from './login-device-store.ts';
import { createSession, type NewSession } from './session-store.ts';

export interface LoginInput {
  identifier: string;
  password: string;
  remember: boolean;
  userAgent?: string;
  /** The device id of the browser's signed device cookie, when it brought a valid one. */
  deviceId?: string;
}

export interface LoginResult {
  session: NewSession;
  /** The browser's known device for this member, to name in its device cookie. */
  deviceId: string;
  userId: string;
}

/**
 * Lockout after repeated failures per account (OWASP "Authentication"): the address rate limit
 * stops one client; this stops many clients guessing one member's password. Each attempt is
 * counted before its password is checked, so parallel guesses cannot slip past the limit.
 * A browser the member logged in from before (a known device, login-device-store.ts) is counted
 * and locked on its own instead, so whoever locks the account does not lock its owner out.
 */
export const LOGIN_ATTEMPTS_BEFORE_LOCKOUT = 5;
export const LOGIN_LOCKOUT_MINUTES = 15;
export const ACCOUNT_LOCKED = AUTH_TEXTS.accountLocked(LOGIN_LOCKOUT_MINUTES);

/**
 * Password login by e-mail or userName (login accepts either; both compared in their
 * canonical form, the way the client strips dots). A new session every time, and the browser
 * becomes (or stays) a known device of the member.
 */
export async function loginWithPassword(db: Db, input: LoginInput): Promise<LoginResult> {
  const identifier = input.identifier.trim();
  const canonical = identifier.includes('@')
    ? canonicalEmail(identifier)
    : identifier.toLowerCase().replaceAll('.', '');
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.canonicalEmail, canonical), eq(users.userName, canonical)));
  if (!user || user.deletedAt || !user.passwordHash) {
    await verifyAgainstDummy(input.password);
    throw badRequest(AUTH_TEXTS.invalidDetails);
  }
  const knownDevice = input.deviceId
    ? await findLoginDevice(db, input.deviceId, user.id)
    : undefined;
  if (knownDevice) {
    if ((await countDeviceAttempt(db, knownDevice)) === 'locked') {
      throw tooManyRequests(ACCOUNT_LOCKED);
    }
  } else {
    await countAttempt(db, user.id);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest(AUTH_TEXTS.invalidDetails);
  }
  // A known device's count starts again in rememberLoginDevice; the account's is its own.
  if (!knownDevice) {
    await db.update(users).set({ failedLoginCount: 0 }).where(eq(users.id, user.id));
  }
  if (user.status !== 'active') throw forbidden(AUTH_TEXTS.accountSuspended);
  const deviceId = await rememberLoginDevice(db, user.id, knownDevice);
  const session = await createSession(db, user.id, input.remember, input.userAgent);
  return { session, deviceId, userId: user.id };
}

/** Counts one password attempt, or refuses it while the account is locked. */
async function countAttempt(db: Db, userId: string): Promise<void> {
  const lockExpired = sql`${users.loginLockedUntil} is not null and ${users.loginLockedUntil} <= now()`;
  const [counted] = await db
    .update(users)
    .set({
      // An expired lockout starts a fresh count.
      failedLoginCount: sql`case when ${lockExpired} then 1 else ${users.failedLoginCount} + 1 end`,
      loginLockedUntil: sql`case when ${lockExpired} then null else ${users.loginLockedUntil} end`,
    })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.loginLockedUntil), lte(users.loginLockedUntil, sql`now()`)),
      ),
    )
    .returning({ attempts: users.failedLoginCount });
  if (!counted) throw tooManyRequests(ACCOUNT_LOCKED);
  if (counted.attempts > LOGIN_ATTEMPTS_BEFORE_LOCKOUT) {
    await db
      .update(users)
      .set({
        failedLoginCount: 0,
        loginLockedUntil: sql`now() + make_interval(mins => ${LOGIN_LOCKOUT_MINUTES})`,
      })
      .where(eq(users.id, userId));
    throw tooManyRequests(ACCOUNT_LOCKED);
  }
}
