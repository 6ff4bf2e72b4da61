import { describe, expect, it } from 'vitest';
import { isSessionFlag, SESSION_FLAGS, sessionFlagNeedsNotice } from './session-flags.ts';

describe('session flags', () => {
  it('are the spec texts', () => {
    expect(SESSION_FLAGS).toEqual({
      tokenNotFound: 'jwtMiddleware_token_not_found_error',
      userNotFound: 'jwtMiddleware_user_not_found_error',
      invalid: 'jwtMiddleware_error',
    });
  });

  it('recognises only those texts', () => {
    expect(isSessionFlag('jwtMiddleware_error')).toBe(true);
    expect(isSessionFlag('jwtMiddleware_user_not_found_error')).toBe(true);
    expect(isSessionFlag('Invalid details')).toBe(false);
    expect(isSessionFlag(undefined)).toBe(false);
  });

  it('shows the expiry notice only for an invalid session', () => {
    expect(sessionFlagNeedsNotice(SESSION_FLAGS.invalid)).toBe(true);
    expect(sessionFlagNeedsNotice(SESSION_FLAGS.tokenNotFound)).toBe(false);
    expect(sessionFlagNeedsNotice(SESSION_FLAGS.userNotFound)).toBe(false);
  });
});
