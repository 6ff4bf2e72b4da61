import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginDevices } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** A known device locks after this many wrong passwords in a row, like an account. */
export const DEVICE_ATTEMPTS_BEFORE_LOCKOUT = 5;
export const DEVICE_LOCKOUT_MINUTES = 15;

/**
 * The known devices of OWASP's "device cookies" recipe (Authentication Cheat Sheet, "Account
 * Lockout"): a browser that once logged in to an account gets a signed cookie naming a row
 * here. Its attempts on that account count against the row, not against the account, so a
 * stranger who locks the account does not lock its owner out.
 */

/** The device the cookie names, when it is one of this member's; else undefined. */
export async function findLoginDevice(
  db: DbOrTx,
  deviceId: string,
  userId: string,
): Promise<string | undefined> {
  const [device] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(and(eq(loginDevices.id, deviceId), eq(loginDevices.userId, userId)));
  return device?.id;
}

/**
 * Counts one password attempt from a known device before the password is checked (so parallel
 * guesses cannot slip past), in one statement: the attempt past the limit locks the device for
 * 15 minutes, and a lock that has run out starts a fresh count. 'locked' when this attempt may
 * not go on.
 */
export async function countDeviceAttempt(
  db: DbOrTx,
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
        eq(loginDevices.id, deviceId),
        or(isNull(loginDevices.lockedUntil), lte(loginDevices.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ attempts: loginDevices.failedLoginCount });
  return counted && counted.attempts <= DEVICE_ATTEMPTS_BEFORE_LOCKOUT ? 'counted' : 'locked';
}

/**
 * After a right password: the known device starts its count again and is marked as used now,
 * or a browser without one becomes a known device of this member. Returns the device's id.
 */
export async function rememberLoginDevice(
  db: DbOrTx,
  userId: string,
  knownDeviceId: string | undefined,
): Promise<string> {
  if (knownDeviceId) {
    const [known] = await db
      .update(loginDevices)
      .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: sql`now()` })
      .where(and(eq(loginDevices.id, knownDeviceId), eq(loginDevices.userId, userId)))
      .returning({ id: loginDevices.id });
    if (known) return known.id;
  }
  const [created] = await db
    .insert(loginDevices)
    .values({ id: newId(), userId })
    .returning({ id: loginDevices.id });
  return created!.id;
}
