import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginDevices } from '../../db/schema/index.ts';

/** A known device locks after this many wrong passwords in a row, like an account. */
export const DEVICE_ATTEMPTS_BEFORE_LOCKOUT = 5;
export const DEVICE_LOCKOUT_MINUTES = 15;

/**
 * The known devices of OWASP's "device cookies" recipe (Authentication Cheat Sheet, "Account
 * Lockout"): a browser that once logged in to an account is a known device of it, a row of the
 * account and the browser's device id (its signed device cookie, plugins/device-id.ts). Its
 * attempts on that account count against the row, not against the account, so a stranger who
 * slows the account down does not slow its owner.
 */

const pair = (userId: string, deviceId: string) =>
  and(eq(loginDevices.userId, userId), eq(loginDevices.deviceId, deviceId));

/** True when the browser logged in to this member's account before. */
export async function isKnownDevice(
  db: DbOrTx,
  userId: string,
  deviceId: string,
): Promise<boolean> {
  const [device] = await db
    .select({ deviceId: loginDevices.deviceId })
    .from(loginDevices)
    .where(pair(userId, deviceId));
  return device !== undefined;
}

/**
 * Counts one password attempt from a known device before the password is checked (so parallel
 * guesses cannot slip past), in one statement: the attempt past the limit locks the device for
 * 15 minutes, and a lock that has run out starts a fresh count. 'locked' when this attempt may
 * not go on.
 */
export async function countDeviceAttempt(
  db: DbOrTx,
  userId: string,
  deviceId: string,
): Promise<'counted' | 'locked'> {
  const lockExpired = sql`(${loginDevices.lockedUntil} is not null and ${loginDevices.lockedUntil} <= now())`;
  const attempts = sql`(case when ${lockExpired} then 1 else ${loginDevices.failedLoginCount} + 1 end)`;
  const [counted] = await db
    .update(loginDevices)
    .set({
      failedLoginCount: attempts,
      lockedUntil: sql`case
        when ${attempts} > ${DEVICE_ATTEMPTS_BEFORE_LOCKOUT}
          then now() + make_interval(mins => ${DEVICE_LOCKOUT_MINUTES})
        when ${lockExpired} then null
        else ${loginDevices.lockedUntil} end`,
    })
    .where(
      and(
        pair(userId, deviceId),
        or(isNull(loginDevices.lockedUntil), lte(loginDevices.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ attempts: loginDevices.failedLoginCount });
  return counted && counted.attempts <= DEVICE_ATTEMPTS_BEFORE_LOCKOUT ? 'counted' : 'locked';
}

/**
 * After a right password (or a Google sign-in): the browser becomes a known device of the
 * member, or as one starts its count again and is marked as used now.
 */
export async function rememberLoginDevice(
  db: DbOrTx,
  userId: string,
  deviceId: string,
): Promise<void> {
  await db
    .insert(loginDevices)
    .values({ userId, deviceId })
    .onConflictDoUpdate({
      target: [loginDevices.userId, loginDevices.deviceId],
      set: { failedLoginCount: 0, lockedUntil: null, lastLoginAt: sql`now()` },
    });
}
