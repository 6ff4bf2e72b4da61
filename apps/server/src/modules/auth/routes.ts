import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginPayloadSchema, signupPayloadSchema } from '@kamao/contract/api-auth';
import { apiRoutes } from '@kamao/contract/api-routes';
import { LANGUAGE_COOKIE, languageCodeOf } from '@kamao/contract/language';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { addressHash } from '../../lib/client-address.ts';
import { openedEnvelope, schemaOf, type RouteApp } from '../../lib/route-schema.ts';
import { AltchaCaptcha } from '../../integrations/captcha/altcha-captcha.ts';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { ProxyCheck } from '../../integrations/proxycheck/proxy-check.ts';
import { addressNetwork } from '../../lib/address-network.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { loginWithPassword, type LoginGuard } from './login.ts';
import { mailAboutGuessing } from './guessing-mail.ts';
import { revokeSession } from './session-store.ts';
import { signUp } from './signup.ts';
import { newId } from '../../lib/ids.ts';
import { noteOrigin, noteSignup, vpnAtSignup } from '../risk/index.ts';

export interface AuthRouteOptions {
  db: Db;
  config: Config;
  captcha: CaptchaVerifier;
  sharedState: SharedState;
  mailer: Mailer;
  proxyCheck: ProxyCheck;
}

const { login, logout, signUp: signUpRoute } = apiRoutes;

/**
 * Sign-up, login and logout; the forgotten password has its own routes (password-reset-routes.ts).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const checks = captchaChecks(options.captcha);
  registerLoginRoute(app, options, checks);
  registerSignUpRoute(app, options, checks);
  registerLogoutRoute(app, options.db);
};

type CaptchaChecks = ReturnType<typeof captchaChecks>;

/** The captcha checks of sign-up and login: each refuses a missing or wrong answer. */
function captchaChecks(captcha: CaptchaVerifier) {
  const requireHuman = async (token: string | undefined, address: string) => {
    if (!(await captcha.verify(token, address))) throw badRequest(AUTH_TEXTS.captchaRequired);
  };
  /** The captcha check of a login, telling also whether the answer solved a hard challenge. */
  const solvedChallenge = async (token: string | undefined, address: string) => {
    if (captcha instanceof AltchaCaptcha) {
      const strength = await captcha.verifyStrength(token);
      if (strength === 'refused') throw badRequest(AUTH_TEXTS.captchaRequired);
      return strength;
    }
    await requireHuman(token, address);
    return 'no-hard-challenge-offered' as const;
  };
  return { requireHuman, solvedChallenge };
}

/** Login by password, rate limited per address; a guessed account is told by mail. */
function registerLoginRoute(
  app: RouteApp,
  options: AuthRouteOptions,
  { solvedChallenge }: CaptchaChecks,
) {
  const { db, config } = options;
  const hashKey = config.keys.signupAddressHash;
  app.post(
    login.path,
    {
      schema: { ...schemaOf(login), body: openedEnvelope(loginPayloadSchema) },
      config: {
        rateLimit: { max: config.LOGIN_LIMIT_PER_ADDRESS_PER_10_MIN, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const input = request.body.obj;
      const solved = await solvedChallenge(input.captcha_token, request.ip);
      const guard: LoginGuard = {
        state: options.sharedState,
        identifierHashKey: hashKey,
        // The mail goes out after the answer, so how long it takes tells a guesser nothing.
        onGuessed: (member) => {
          const mail = { state: options.sharedState, mailer: options.mailer };
          mailAboutGuessing({ ...mail, origin: config.PUBLIC_ORIGIN }, member).catch(
            (error: unknown) => request.log.error({ err: error }, 'guessing mail failed'),
          );
        },
      };
      // The browser's one device id, or a new one it keeps only if the login succeeds.
      const deviceId = request.deviceId() ?? newId();
      const { session, userId } = await loginWithPassword(db, guard, {
        identifier: input.email_userName,
        password: input.password,
        remember: input.loginRemember_state,
        userAgent: request.headers['user-agent'],
        deviceId,
        networkKey: addressHash(hashKey, addressNetwork(request.ip)),
        solved,
        language: languageCodeOf(request.cookies[LANGUAGE_COOKIE]),
      });
      reply.setSessionCookie(session);
      // A known device of the account from now on: its cookie renewed for another year.
      reply.keepDeviceId({ renew: true, made: deviceId });
      await noteOrigin(db, userId, 'login', { address: request.ip, deviceId });
      return { msg: AUTH_TEXTS.loginSuccess };
    },
  );
}

/** Sign-up, rate limited per address, refused or flagged by the VPN policy. */
function registerSignUpRoute(
  app: RouteApp,
  options: AuthRouteOptions,
  { requireHuman }: CaptchaChecks,
) {
  const { db, config } = options;
  app.post(
    signUpRoute.path,
    {
      schema: { ...schemaOf(signUpRoute), body: openedEnvelope(signupPayloadSchema) },
      config: {
        rateLimit: {
          max: options.config.SIGNUP_ATTEMPTS_PER_ADDRESS_PER_HOUR,
          timeWindow: '1 hour',
        },
      },
    },
    async (request, reply) => {
      const input = request.body.obj;
      await requireHuman(input.captcha_token, request.ip);
      // The browser's one device id, the same one its logins use (made now if it has none).
      const deviceId = reply.keepDeviceId();
      // The VPN policy refuses before anything is made, or flags the new member.
      const vpn = await vpnAtSignup(db, options.proxyCheck, request.ip, AUTH_TEXTS.vpnRefused);
      const origin = { address: request.ip, deviceId, vpn };
      const member = await signUp(db, {
        name: input.name,
        mobileNumber: input.mobile_number,
        email: input.email_address,
        password: input.password,
        referrerUserName: input.refer_by,
        addressHash: addressHash(config.keys.signupAddressHash, request.ip),
        dailyLimitPerAddress: config.SIGNUP_LIMIT_PER_ADDRESS_PER_DAY,
        onCreated: (tx, created) =>
          noteSignup(
            tx,
            { ...created, email: input.email_address, mobileNumber: String(input.mobile_number) },
            origin,
          ),
      });
      return { user: { userName: member.userName }, msg: AUTH_TEXTS.signupSuccess };
    },
  );
}

/** Logout: the session ends on the server and its cookie is cleared. */
function registerLogoutRoute(app: RouteApp, db: Db) {
  app.post(
    logout.path,
    { schema: schemaOf(logout), onRequest: app.requireMember },
    async (request, reply) => {
      const token = request.sessionToken();
      if (token) await revokeSession(db, token);
      reply.clearSessionCookie();
      return { ok: true as const };
    },
  );
}
