import { IDEMPOTENCY_KEY_HEADER } from '@kamao/contract/idempotency-key';
import { hashPassword } from '../lib/password.ts';
import { createSession } from '../modules/auth/index.ts';
import { buildMember, type MemberOverrides } from './factories.ts';
import { logIn } from './log-in.ts';
import type { TestApp } from './test-app.ts';

let addressCounter = 0;

/** A client address no other test member of this process has. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A member with a live session cookie (made directly, without the cost of a password login) who
 * calls the app from an address of their own, so per-address limits of one member do not touch
 * another's.
 */
export async function signedInMember(
  t: TestApp,
  overrides: MemberOverrides = {},
  remoteAddress?: string,
) {
  const member = await buildMember(t.database.db, overrides);
  const session = await createSession(t.database.db, member.id, false);
  const cookieName = t.config.secureCookies ? '__Host-sid' : 'sid';
  const address = remoteAddress ?? nextAddress();
  return {
    member,
    /** A call from the member's address, or from `from` (the same browser on another network). */
    call: async (method: Method, url: string, payload?: object, from?: string) => {
      const res = await t.app.inject({
        method,
        url,
        payload,
        remoteAddress: from ?? address,
        headers: { cookie: `${cookieName}=${session.token}` },
      });
      return { status: res.statusCode, body: res.body ? res.json() : undefined };
    },
  };
}

export type MemberClient = Awaited<ReturnType<typeof signedInMember>>;

/** The password of every loggedInMember(); hashed once per test file, hashing is slow. */
export const TEST_PASSWORD = 'secret-pass-1';
let testPasswordHash: Promise<string> | undefined;

/**
 * A member signed in through the real login call (slower than signedInMember, which makes the
 * session directly) from an address of their own. A call may carry an Idempotency-Key, as the
 * money calls a client retries do.
 */
export async function loggedInMember(t: TestApp, overrides: MemberOverrides = {}) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await testPasswordHash;
  const member = await buildMember(t.database.db, { passwordHash, ...overrides });
  const remoteAddress = nextAddress();
  const cookie = await logIn(t, member.userName, TEST_PASSWORD, { remoteAddress });
  return {
    member,
    call: async (method: Method, url: string, payload?: object, key?: string) => {
      const headers = { cookie, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) };
      const r = await t.app.inject({ method, url, payload, remoteAddress, headers });
      return { status: r.statusCode, body: r.json() };
    },
  };
}
