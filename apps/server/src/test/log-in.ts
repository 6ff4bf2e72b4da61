import { apiRoutes } from '@kamao/contract/api-routes';
import { sessionCookieFrom, type TestApp } from './test-app.ts';

export interface LogInOptions {
  /** The caller's address; give each member their own so per-address limits stay apart. */
  remoteAddress?: string;
  remember?: boolean;
}

/**
 * The spec's login call (docs/product/accounts.md#login) with a password, as the web client sends
 * it.
 */
export function logInAnswer(
  t: TestApp,
  identifier: string,
  password: string,
  options: LogInOptions = {},
) {
  return t.app.inject({
    method: 'POST',
    url: apiRoutes.login.path,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: {
      obj: {
        email_userName: identifier,
        password,
        loginRemember_state: options.remember ?? false,
      },
    },
  });
}

/**
 * Logs in through the real login call and returns the session cookie as a request sends it
 * back. For a member whose login is not the point of the test, signedInMember()
 * (member-client.ts) is quicker: it makes the session directly.
 */
export async function logIn(
  t: TestApp,
  identifier: string,
  password: string,
  options: LogInOptions = {},
): Promise<string> {
  const res = await logInAnswer(t, identifier, password, options);
  return sessionCookieFrom(res.headers['set-cookie']);
}
