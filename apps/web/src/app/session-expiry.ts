import { sessionFlagNeedsNotice, type SessionFlag } from '@kamao/contract/session-flags';
import { SESSION_EXPIRED_MESSAGE } from '../lib/messages';

/** How long repeated flags (several calls failing together) count as one. */
const BURST_MS = 2000;

export interface SessionFlagReactionDeps {
  /** Go to /login; resolves once the navigation is done. */
  goToLogin: () => Promise<void>;
  /** Show the expiry notice. */
  notify: (message: string) => void;
  /** Drop the session's cached data (after leaving the member page). */
  forget: () => void;
  now?: () => number;
}

/**
 * The reaction to a member call answered 401 with a session flag (spec part 1 §8, part 2 §6):
 * jwtMiddleware_token_not_found_error and jwtMiddleware_user_not_found_error go straight to
 * /login; jwtMiddleware_error first shows 'Your session has expired. Please log in again.'.
 * Registered once as the HTTP client's session-flag listener.
 */
export function createSessionFlagReaction(deps: SessionFlagReactionDeps) {
  const now = deps.now ?? Date.now;
  let lastAt = Number.NEGATIVE_INFINITY;
  return (flag: SessionFlag): void => {
    const at = now();
    if (at - lastAt < BURST_MS) return;
    lastAt = at;
    if (sessionFlagNeedsNotice(flag)) deps.notify(SESSION_EXPIRED_MESSAGE);
    void deps.goToLogin().then(deps.forget, deps.forget);
  };
}
