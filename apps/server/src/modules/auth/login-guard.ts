import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';

/**
 * How password guesses from browsers that are not a known device of the account are slowed
 * down (docs/product/accounts.md#login-limits). Nothing here can lock an account: a stranger's
 * guesses slow the network they come from, and make every unknown browser solve a harder captcha
 * challenge, but the member on a new phone with the right password still gets in. Every attempt
 * is counted before the password is checked (parallel guesses cannot slip past), and taken back
 * when the password was right, in the state every server process shares.
 */

/** Attempts on one account from unknown browsers in a day before they need the harder challenge. */
export const ATTEMPTS_BEFORE_HARD_CHALLENGE = 5;
/** Attempts on one account from one network in a day before they have to wait between tries. */
export const FREE_ATTEMPTS_PER_NETWORK = 3;
/** The longest wait between two attempts from one network: the delay doubles up to it. */
export const MAX_NETWORK_WAIT_MS = 15 * 60 * 1000;
const COUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the captcha answer of this attempt proved. */
export type SolvedChallenge = 'hard' | 'normal' | 'no-hard-challenge-offered';

export interface UnknownDeviceAttempt {
  /** The member's id, or for an identifier no member has, a hash of it (counted all the same). */
  accountKey: string;
  /** A keyed hash of the client's network (/24, /64). */
  networkKey: string;
  solved: SolvedChallenge;
}

/** The wait after the nth attempt from one network: none, then 2 s doubling up to 15 minutes. */
export function networkWaitMs(attempt: number): number {
  if (attempt <= FREE_ATTEMPTS_PER_NETWORK) return 0;
  return Math.min(1000 * 2 ** (attempt - FREE_ATTEMPTS_PER_NETWORK), MAX_NETWORK_WAIT_MS);
}

/**
 * Counts one attempt from an unknown browser and lets it go on to the password check, or refuses
 * it: 400 when it needs the harder challenge, 429 with time_left while its network must wait.
 * Answers the account's attempts from unknown browsers today, this one included.
 */
export async function admitUnknownDeviceAttempt(
  state: SharedState,
  { accountKey, networkKey, solved }: UnknownDeviceAttempt,
): Promise<number> {
  const [account, network] = await state.hitMany(
    attemptKeys({ accountKey, networkKey }),
    COUNT_WINDOW_MS,
  );
  if (!account || !network) throw new Error('hitMany answers one count per key');
  if (account.count > ATTEMPTS_BEFORE_HARD_CHALLENGE && solved === 'normal') {
    throw badRequest(AUTH_TEXTS.strongerCheckNeeded);
  }
  const waitMs = networkWaitMs(network.count);
  if (waitMs > 0) {
    // One turn per wait: the attempt that takes it goes on, the others learn how long is left.
    const turn = await state.claim(`login:turn:${accountKey}:${networkKey}`, waitMs);
    if (!turn.claimed && turn.msLeft > 0) {
      const msg = AUTH_TEXTS.loginWait(Math.ceil(turn.msLeft / 1000));
      throw tooManyRequests(msg, { time_left: turn.msLeft });
    }
  }
  return account.count;
}

/**
 * After the right password: the attempt counted ahead is taken back, so a member who logs in from
 * many browsers without cookies (or a script of theirs) is never slowed down by their own logins.
 */
export async function forgetAdmittedAttempt(
  state: SharedState,
  { accountKey, networkKey }: Omit<UnknownDeviceAttempt, 'solved'>,
): Promise<void> {
  await state.unhitMany(attemptKeys({ accountKey, networkKey }));
}

/** Where an unknown browser's attempts are counted: per account, and per account and network. */
function attemptKeys({ accountKey, networkKey }: Omit<UnknownDeviceAttempt, 'solved'>) {
  return [`login:account:${accountKey}`, `login:network:${accountKey}:${networkKey}`];
}

/** True when the account's unknown-browser attempts today say it is being guessed. */
export function isBeingGuessed(accountAttempts: number): boolean {
  return accountAttempts >= ATTEMPTS_BEFORE_HARD_CHALLENGE;
}
