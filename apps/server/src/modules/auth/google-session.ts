import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { LANGUAGE_COOKIE, languageCodeOf } from '@kamao/contract/language';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { GoogleClaims } from '../../integrations/google/google-oidc.ts';
import type { ProxyCheck } from '../../integrations/proxycheck/proxy-check.ts';
import { addressHash } from '../../lib/client-address.ts';
import { newId } from '../../lib/ids.ts';
import { noteOrigin, noteSignup, vpnAtSignup } from '../risk/index.ts';
import { googleSignIn } from './google-sign-in.ts';
import { rememberLoginDevice } from './login-device-store.ts';
import { rememberMemberLanguage } from './member-language.ts';
import { createSession } from './session-store.ts';

/** What a Google sign-in knows of the member, whichever way Google's answer came. */
export interface GoogleEntry {
  claims: GoogleClaims;
  intent: 'login' | 'signup';
  referrer: string | undefined;
}

/**
 * Signs the member in with Google (or registers them) and starts their session on this browser.
 * It is a login and, for a new account, a sign-up like the password ones (routes.ts): the
 * browser's one device id counts against the accounts allowed per device and is noted for the
 * risk signals, the browser becomes a known device of the account (its password attempts later
 * pass a slowdown that a stranger caused), the operator's VPN policy refuses or flags a new
 * account as it does a password sign-up, and the site language it chose is kept for mail.
 */
export async function enterWithGoogle(
  { db, config, proxyCheck }: { db: Db; config: Config; proxyCheck: ProxyCheck },
  request: FastifyRequest,
  reply: FastifyReply,
  { claims, intent, referrer }: GoogleEntry,
): Promise<void> {
  // The browser's one device id, or a new one it keeps once it is signed in.
  const origin = { address: request.ip, deviceId: request.deviceId() ?? newId(), vpn: false };
  let signedUp = false;
  const memberId = await googleSignIn(db, {
    claims,
    intent,
    referrerUserName: referrer,
    addressHash: addressHash(config.keys.signupAddressHash, request.ip),
    dailyLimitPerAddress: config.SIGNUP_LIMIT_PER_ADDRESS_PER_DAY,
    beforeSignUp: async () => {
      origin.vpn = await vpnAtSignup(db, proxyCheck, request.ip, AUTH_TEXTS.vpnRefused);
    },
    onCreated: (tx, created) => {
      signedUp = true;
      return noteSignup(tx, { ...created, email: claims.email, mobileNumber: '' }, origin);
    },
  });
  await rememberMemberLanguage(db, memberId, languageCodeOf(request.cookies[LANGUAGE_COOKIE]));
  await rememberLoginDevice(db, memberId, origin.deviceId);
  if (!signedUp) await noteOrigin(db, memberId, 'login', origin);
  reply.setSessionCookie(await createSession(db, memberId, false, request.headers['user-agent']));
  reply.keepDeviceId({ renew: true, made: origin.deviceId });
}
