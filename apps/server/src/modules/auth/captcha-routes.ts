import type { FastifyPluginAsync } from 'fastify';
import { AltchaCaptcha } from '../../integrations/captcha/altcha-captcha.ts';
import type { CaptchaVerifier } from '../../integrations/captcha/captcha-verifier.ts';

/**
 * The ALTCHA widget fetches a fresh signed challenge from here for each form; `?strength=hard`
 * gives the harder one a login asks for while its account is being guessed (login-guard.ts).
 */
export const captchaRoutes: FastifyPluginAsync<{ captcha: CaptchaVerifier }> = async (
  app,
  { captcha },
) => {
  app.get<{ Querystring: { strength?: string } }>(
    '/api/captcha/challenge',
    async (request, reply) => {
      if (!(captcha instanceof AltchaCaptcha)) {
        return reply.code(404).send({ error_msg: 'This site does not use the built-in captcha.' });
      }
      reply.header('cache-control', 'no-store');
      return captcha.createChallenge(request.query.strength === 'hard' ? 'hard' : 'normal');
    },
  );
};
