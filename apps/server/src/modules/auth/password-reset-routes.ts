import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordPayloadSchema, resetPasswordPayloadSchema } from '@kamao/contract/api-auth';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import { checkResetToken, resetPassword, sendPasswordResetLink } from './password-reset.ts';

export interface PasswordResetRouteOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
}

const { forgotPasswordSendMail, verifyResetToken, resetPasswordPost } = apiRoutes;

// Per address: Indian mobile carriers put many people behind one address, so these are generous
// and the captcha does the real work.
const MAIL_LIMIT = { max: 10, timeWindow: '1 hour' };

/** A forgotten password: the mailed link, the check of its token and the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRouteOptions> = async (
  app,
  { db, config, mailer },
) => {
  app.post(
    forgotPasswordSendMail.path,
    {
      schema: {
        ...schemaOf(forgotPasswordSendMail),
        body: openedEnvelope(forgotPasswordPayloadSchema),
      },
      config: { rateLimit: MAIL_LIMIT },
    },
    async (request) => {
      await sendPasswordResetLink(db, mailer, config.PUBLIC_ORIGIN, request.body.obj.email);
      return { success: true, msg: AUTH_TEXTS.resetLinkSent };
    },
  );

  app.get(verifyResetToken.path, { schema: schemaOf(verifyResetToken) }, async (request) => {
    await checkResetToken(db, request.query.token);
    return { success: true, msg: AUTH_TEXTS.resetTokenVerified };
  });

  app.post(
    resetPasswordPost.path,
    {
      schema: { ...schemaOf(resetPasswordPost), body: openedEnvelope(resetPasswordPayloadSchema) },
      config: { rateLimit: MAIL_LIMIT },
    },
    async (request) => {
      await resetPassword(db, request.body.obj.token, request.body.obj.password);
      const message = AUTH_TEXTS.passwordReset;
      return { success: true, msg: message, message };
    },
  );
};
