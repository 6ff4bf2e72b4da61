import { eq, or } from 'drizzle-orm';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { createSession, type NewSession } from './session-store.ts';

export interface LoginInput {
  identifier: string;
  password: string;
  remember: boolean;
  userAgent?: string;
}

// The spec's client clears its stored account on exactly this text (spec part 1 §8).
export const INVALID_DETAILS = 'Invalid details';

/**
 * Password login by e-mail or userName (DESIGN.md: login accepts either; both compared in their
 * canonical form, the way the client strips dots). A new session every time.
 */
export async function loginWithPassword(db: Db, input: LoginInput): Promise<NewSession> {
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
    throw badRequest(INVALID_DETAILS);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest(INVALID_DETAILS);
  }
  if (user.status !== 'active') throw forbidden('Your account has been suspended.');
  return createSession(db, user.id, input.remember, input.userAgent);
}
