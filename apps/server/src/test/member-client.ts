import { createSession } from '../modules/auth/index.ts';
import { buildMember, type MemberOverrides } from './factories.ts';
import type { TestApp } from './test-app.ts';

let addressCounter = 0;

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
  addressCounter += 1;
  const address =
    remoteAddress ??
    `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  return {
    member,
    call: async (method: Method, url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url,
        payload,
        remoteAddress: address,
        headers: { cookie: `${cookieName}=${session.token}` },
      });
      return { status: res.statusCode, body: res.body ? res.json() : undefined };
    },
  };
}

export type MemberClient = Awaited<ReturnType<typeof signedInMember>>;
