import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { eq, or } from 'drizzle-orm';
import type { LanguageCode } from '@kamao/contract/language';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden, tooManyRequests } from '../../lib/app-error.ts';
import { addressHash } from '../../lib/client-address.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { GuessedMember } from './guessing-mail.ts';
import {
  countDeviceAttempt,
  DEVICE_LOCKOUT_MINUTES,
  isKnownDevice,
  rememberLoginDevice,
} from './login-device-store.ts';
import {
  admitUnknownDeviceAttempt,
  forgetAdmittedAttempt,
  isBeingGuessed,
  type SolvedChallenge,
} from './login-guard.ts';
import { rememberMemberLanguage } from './member-language.ts';
import { createSession, type NewSession } from './session-store.ts';

export interface LoginInput {
  identifier: string;
  password: string;
  remember: boolean;
  userAgent?: string;
  /** The browser's device id (plugins/device-id.ts), made for it if it brought none. */
  deviceId: string;
  /** A keyed hash of the client's network (login-guard.ts). */
  networkKey: string;
  /** What the attempt's captcha answer proved. */
  solved: SolvedChallenge;
  /** The site language the browser chose, when it says (its language cookie). */
  language: LanguageCode | null;
}

/** Where unknown browsers' attempts are counted, and who hears that an account is guessed. */
export interface LoginGuard {
  state: SharedState;
  /** Keys the hash that stands for an identifier no member has. */
  identifierHashKey: string;
  /** Called after a wrong password while the account is being guessed. */
  onGuessed: (member: GuessedMember) => void;
}

export interface LoginResult {
  session: NewSession;
  userId: string;
}

/**
 * A browser the member logged in from before (a known device, login-device-store.ts) is counted
 * and locked on its own after repeated wrong passwords, as OWASP's device cookies recipe says.
 * Any other browser is slowed down, never locked out (login-guard.ts), so a stranger's guesses
 * cannot keep the member out, even on a new phone.
 */
export const ACCOUNT_LOCKED = AUTH_TEXTS.accountLocked(DEVICE_LOCKOUT_MINUTES);

/**
 * Password login by e-mail or userName (login accepts either; both compared in their
 * canonical form, the way the client strips dots). A new session every time, and the browser
 * becomes (or stays) a known device of the member.
 */
export async function loginWithPassword(
  db: Db,
  guard: LoginGuard,
  input: LoginInput,
): Promise<LoginResult> {
  const identifier = input.identifier.trim();
  const canonical = identifier.includes('@')
    ? canonicalEmail(identifier)
    : identifier.toLowerCase().replaceAll('.', '');
  const [found] = await db
    .select()
    .from(users)
    .where(or(eq(users.canonicalEmail, canonical), eq(users.userName, canonical)));
  const user = found && !found.deletedAt && found.passwordHash ? found : undefined;
  const knownDevice = user ? await isKnownDevice(db, user.id, input.deviceId) : false;
  let accountAttempts = 0;
  if (user && knownDevice) {
    if ((await countDeviceAttempt(db, user.id, input.deviceId)) === 'locked') {
      throw tooManyRequests(ACCOUNT_LOCKED);
    }
  } else {
    // An identifier no member has is slowed down alike, so the answers do not tell who exists.
    accountAttempts = await admitUnknownDeviceAttempt(guard.state, {
      accountKey: user?.id ?? addressHash(guard.identifierHashKey, `identifier:${canonical}`),
      networkKey: input.networkKey,
      solved: input.solved,
    });
  }
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw badRequest(AUTH_TEXTS.invalidDetails);
  }
  if (!(await verifyPassword(user.passwordHash!, input.password))) {
    if (!knownDevice && isBeingGuessed(accountAttempts)) guard.onGuessed(user);
    throw badRequest(AUTH_TEXTS.invalidDetails);
  }
  if (!knownDevice) {
    await forgetAdmittedAttempt(guard.state, { accountKey: user.id, networkKey: input.networkKey });
  }
  if (user.status !== 'active') throw forbidden(AUTH_TEXTS.accountSuspended);
  if (input.language !== user.language) await rememberMemberLanguage(db, user.id, input.language);
  await rememberLoginDevice(db, user.id, input.deviceId);
  const session = await createSession(db, user.id, input.remember, input.userAgent);
  return { session, userId: user.id };
}
