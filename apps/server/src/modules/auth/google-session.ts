import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { GoogleClaims } from '../../integrations/google/google-oidc.ts';
import { addressHash } from '../../lib/client-address.ts';
import { googleSignIn } from './google-sign-in.ts';
import { openLoginDevice, sealLoginDevice } from './login-device-cookie.ts';
import { rememberLoginDevice } from './login-device-store.ts';
import { createSession } from './session-store.ts';

/** What a Google sign-in knows of the member, whichever way Google's answer came. */
export interface GoogleEntry {
  claims: GoogleClaims;
  intent: 'login' | 'signup';
  referrer: string | undefined;
}

/**
 * Signs the member in with Google (or registers them) and starts their session on this browser.
 * A Google sign-in makes this browser a known device too, like a password login (routes.ts): its
 * password attempts later pass a lockout that a stranger caused.
 */
export async function enterWithGoogle(
  { db, config }: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  { claims, intent, referrer }: GoogleEntry,
): Promise<void> {
  const memberId = await googleSignIn(db, {
    claims,
    intent,
    referrerUserName: referrer,
    addressHash: addressHash(config.keys.signupAddressHash, request.ip),
    dailyLimitPerAddress: config.SIGNUP_LIMIT_PER_ADDRESS_PER_DAY,
  });
  reply.setSessionCookie(await createSession(db, memberId, false, request.headers['user-agent']));
  const deviceKey = config.keys.loginDeviceCookie;
  const known = openLoginDevice(deviceKey, request.loginDeviceCookie());
  const deviceId = await rememberLoginDevice(db, memberId, known);
  reply.setLoginDeviceCookie(sealLoginDevice(deviceKey, deviceId));
}
