import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ProxyCheck } from '../../integrations/proxycheck/proxy-check.ts';
import type { GoogleOidc } from '../../integrations/google/google-oidc.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { readSignedValue, signValue } from '../../lib/signed-value.ts';
import { MISSING_CREDENTIALS } from './google-sign-in.ts';
import { enterWithGoogle } from './google-session.ts';

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
  /** Asked at a Google sign-up under the operator's VPN policy, as at a password sign-up. */
  proxyCheck: ProxyCheck;
}

/**
 * Google sign-in (docs/product/accounts.md#google-sign-in) by our client: the redirect flow under
 * /auth/google/*. The spec's own client exchanges a popup code instead (google-code-routes.ts).
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRouteOptions> = async (app, options) => {
  const { config, google } = options;
  const flowSecret = config.keys.googleFlowCookie;

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
      await enterWithGoogle(options, request, reply, {
        claims,
        intent: flow.intent,
        referrer: flow.referrer,
      });
      return reply.redirect('/member/dashboard?signin=google');
    } catch (error) {
      if (error instanceof AppError) return fail(error.errorMsg);
      request.log.warn({ err: error }, 'google sign-in failed');
      return fail(MISSING_CREDENTIALS);
    }
  });
};
