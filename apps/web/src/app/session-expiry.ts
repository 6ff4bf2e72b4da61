import { sessionFlagNeedsNotice, type SessionFlag } from '@kamao/contract/session-flags';
import type { SessionNotice } from '../lib/api-client';
import { SHELL_MESSAGES } from '../lib/messages';
import { textsNow } from '../lib/texts';

/** How long repeated flags (several calls failing together) count as one. */
const BURST_MS = 2000;

export interface SessionFlagReactionDeps {
  /** Go to /login; resolves once the navigation is done. */
  goToLogin: () => Promise<void>;
  /** Show the expiry notice (a toast). */
  notify: (message: string) => void;
  /** Show a call's own notice (a dialog that stays over the login page until closed). */
  alert: (notice: SessionNotice) => void;
  /** Drop the session's cached data (after leaving the member page). */
  forget: () => void;
  now?: () => number;
}

/**
 * The one reaction to a member call answered 401 with a session flag
 * (docs/product/common.md#sessions-and-the-session-flags), registered as the HTTP client's
 * session-flag listener; pages add nothing to it:
 * - a call with its own notice for the flag shows it as a dialog (withdraw: 'Authentication
 *   Error' / 'Please log in again to continue.', or 'Session Expired' / 'Your session has
 *   expired. Please log in again.', docs/product/withdraw.md#confirmation-and-result);
 * - otherwise jwtMiddleware_error shows 'Your session has expired. Please log in again.', and
 *   jwtMiddleware_token_not_found_error and jwtMiddleware_user_not_found_error show nothing;
 * then /login.
 */
export function createSessionFlagReaction(deps: SessionFlagReactionDeps) {
  const now = deps.now ?? Date.now;
  let lastAt = Number.NEGATIVE_INFINITY;
  return (flag: SessionFlag, notice?: SessionNotice): void => {
    const at = now();
    if (at - lastAt < BURST_MS) return;
    lastAt = at;
    if (notice) deps.alert(notice);
    else if (sessionFlagNeedsNotice(flag)) deps.notify(textsNow(SHELL_MESSAGES).sessionExpired);
    void deps.goToLogin().then(deps.forget, deps.forget);
  };
}
