/**
 * The `error_msg` texts of a 401 from a member call
 * (docs/product/common.md#sessions-and-the-session-flags). The client sends the first two straight
 * to /login and shows 'Your session has expired. Please log in again.' for the third; socket
 * connect errors carry the same texts.
 */
export const SESSION_FLAGS = {
  /** No session cookie was sent. */
  tokenNotFound: 'jwtMiddleware_token_not_found_error',
  /** The session's member was deleted or banned. */
  userNotFound: 'jwtMiddleware_user_not_found_error',
  /** The session expired, was revoked or was never ours. */
  invalid: 'jwtMiddleware_error',
} as const;

export type SessionFlag = (typeof SESSION_FLAGS)[keyof typeof SESSION_FLAGS];

const FLAGS: readonly string[] = Object.values(SESSION_FLAGS);

export function isSessionFlag(value: unknown): value is SessionFlag {
  return typeof value === 'string' && FLAGS.includes(value);
}

/** What the client does on a session flag: straight to /login, or notice first. */
export function sessionFlagNeedsNotice(flag: SessionFlag): boolean {
  return flag === SESSION_FLAGS.invalid;
}
