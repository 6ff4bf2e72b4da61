import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { GoogleOidc } from '../../integrations/google/google-oidc.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { addressHash } from '../../lib/client-address.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { readSignedValue, signValue } from '../../lib/signed-value.ts';
import { googleSignIn, MISSING_CREDENTIALS } from './google-sign-in.ts';
import { openLoginDevice, sealLoginDevice } from './login-device-cookie.ts';
import { rememberLoginDevice } from './login-device-store.ts';
import { createSession } from './session-store.ts';

const FLOW_COOKIE = 'google_flow';
const FLOW_TTL_MS = 10 * 60 * 1000;

interface FlowState {
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: 'login' | 'signup';
  referrer?: string;
}

const startQuery = z.object({
  intent: z.enum(['login', 'signup']).default('login'),
  ref: z.string().trim().min(1).max(64).optional(),
});

export interface GoogleRouteOptions {
  db: Db;
  config: Config;
  google: GoogleOidc | undefined;
}

/**
 * Google sign-in (docs/product/accounts.md#google-sign-in). Our client uses the redirect flow under
 * /auth/google/*; the spec's own client exchanges a popup code through
 * /userRoute/user_signUp_login_google.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRouteOptions> = async (app, options) => {
  const { db, config, google } = options;
  const flowSecret = config.keys.googleFlowCookie;
  const signIn = (
    claims: Parameters<typeof googleSignIn>[1]['claims'],
    intent: 'login' | 'signup',
    referrer: string | undefined,
    ip: string,
  ) =>
    googleSignIn(db, {
      claims,
      intent,
      referrerUserName: referrer,
      addressHash: addressHash(config.keys.signupAddressHash, ip),
      dailyLimitPerAddress: config.SIGNUP_LIMIT_PER_ADDRESS_PER_DAY,
    });

  // A Google sign-in makes this browser a known device too, like a password login (routes.ts):
  // its password attempts later pass a lockout that a stranger caused.
  const deviceKey = config.keys.loginDeviceCookie;
  const startSession = async (request: FastifyRequest, reply: FastifyReply, memberId: string) => {
    reply.setSessionCookie(await createSession(db, memberId, false, request.headers['user-agent']));
    const known = openLoginDevice(deviceKey, request.loginDeviceCookie());
    const deviceId = await rememberLoginDevice(db, memberId, known);
    reply.setLoginDeviceCookie(sealLoginDevice(deviceKey, deviceId));
  };

  app.get('/auth/google/start', { schema: { querystring: startQuery } }, async (request, reply) => {
    if (!google) throw notFound(AUTH_TEXTS.googleNotConfigured);
    const flow = await google.start();
    const state: FlowState = {
      state: flow.state,
      nonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
      intent: request.query.intent,
      referrer: request.query.ref,
    };
    reply.setCookie(FLOW_COOKIE, signValue(flowSecret, state, FLOW_TTL_MS), {
      path: '/auth/google',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: FLOW_TTL_MS / 1000,
    });
    return reply.redirect(flow.url.href);
  });

  app.get('/auth/google/callback', async (request, reply) => {
    const flow = readSignedValue<FlowState>(flowSecret, request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, { path: '/auth/google' });
    const back =
      flow?.intent === 'signup'
        ? flow.referrer
          ? `/signup/ref/${encodeURIComponent(flow.referrer)}`
          : '/signup'
        : '/login';
    const fail = (message: string) =>
      reply.redirect(`${back}?google_error=${encodeURIComponent(message)}`);
    if (!google || !flow) return fail(MISSING_CREDENTIALS);
    try {
      const callbackUrl = new URL(request.url, config.PUBLIC_ORIGIN);
      const claims = await google.finish(callbackUrl, flow);
      const memberId = await signIn(claims, flow.intent, flow.referrer, request.ip);
      await startSession(request, reply, memberId);
      return reply.redirect('/member/dashboard?signin=google');
    } catch (error) {
      if (error instanceof AppError) return fail(error.errorMsg);
      request.log.warn({ err: error }, 'google sign-in failed');
      return fail(MISSING_CREDENTIALS);
    }
  });

  const { googleSignIn: exchangeRoute } = apiRoutes;
  app.get(exchangeRoute.path, { schema: schemaOf(exchangeRoute) }, async (request, reply) => {
    if (!google) throw notFound(AUTH_TEXTS.googleNotConfigured);
    const q = request.query;
    let claims;
    try {
      claims = await google.exchangeCode(q.google_code);
    } catch (error) {
      request.log.warn({ err: error }, 'google code exchange failed');
      throw badRequest(MISSING_CREDENTIALS);
    }
    if (canonicalEmail(claims.email) !== canonicalEmail(q.userEmail))
      throw badRequest(MISSING_CREDENTIALS);
    const intent = q.userAlreadyHaveAccount_state === 'true' ? 'login' : 'signup';
    const memberId = await signIn(claims, intent, q.referral_id_signup, request.ip);
    await startSession(request, reply, memberId);
    return { msg: AUTH_TEXTS.googleSuccess };
  });
};
