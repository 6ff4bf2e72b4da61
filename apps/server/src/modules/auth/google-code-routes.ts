import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import { canonicalEmail } from '@kamao/contract/validation';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { MISSING_CREDENTIALS } from './google-sign-in.ts';
import type { GoogleRouteOptions } from './google-routes.ts';
import { enterWithGoogle } from './google-session.ts';

const { googleSignIn: exchangeRoute } = apiRoutes;

/**
 * Google sign-in by the spec's own client (docs/product/accounts.md#google-sign-in): it exchanges
 * a popup's code through /userRoute/user_signUp_login_google.
 */
export const googleCodeRoutes: FastifyPluginAsyncZod<GoogleRouteOptions> = async (app, options) => {
  const { google } = options;
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
    await enterWithGoogle(options, request, reply, {
      claims,
      intent,
      referrer: q.referral_id_signup,
    });
    return { msg: AUTH_TEXTS.googleSuccess };
  });
};
