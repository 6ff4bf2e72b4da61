import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { describe, expect, test, vi } from 'vitest';
import { createSessionFlagReaction } from './session-expiry';

function setUp(start = 0) {
  let clock = start;
  const deps = {
    goToLogin: vi.fn(() => Promise.resolve()),
    notify: vi.fn(),
    alert: vi.fn(),
    forget: vi.fn(),
    now: () => clock,
  };
  return { deps, react: createSessionFlagReaction(deps), advance: (ms: number) => (clock += ms) };
}

describe('reaction to a lost session', () => {
  test.each([SESSION_FLAGS.tokenNotFound, SESSION_FLAGS.userNotFound])(
    '%s goes straight to /login without a notice',
    async (flag) => {
      const { deps, react } = setUp();
      react(flag);
      expect(deps.goToLogin).toHaveBeenCalledTimes(1);
      expect(deps.notify).not.toHaveBeenCalled();
      expect(deps.alert).not.toHaveBeenCalled();
      await Promise.resolve();
      expect(deps.forget).toHaveBeenCalledTimes(1);
    },
  );

  test('jwtMiddleware_error shows the expiry notice, then goes to /login', () => {
    const { deps, react } = setUp();
    react(SESSION_FLAGS.invalid);
    expect(deps.notify).toHaveBeenCalledWith('Your session has expired. Please log in again.');
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  test("a call's own notice is shown as its dialog instead, then /login", () => {
    const { deps, react } = setUp();
    const notice = { title: 'Authentication Error', text: 'Please log in again to continue.' };
    react(SESSION_FLAGS.tokenNotFound, notice);
    expect(deps.alert).toHaveBeenCalledWith(notice);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  test('several calls failing together give one notice and one redirect', () => {
    const { deps, react, advance } = setUp();
    react(SESSION_FLAGS.invalid);
    react(SESSION_FLAGS.invalid);
    advance(500);
    react(SESSION_FLAGS.tokenNotFound);
    expect(deps.notify).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    advance(5000);
    react(SESSION_FLAGS.invalid);
    expect(deps.goToLogin).toHaveBeenCalledTimes(2);
  });
});
