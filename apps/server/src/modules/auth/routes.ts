import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { loginPayloadSchema } from '@kamao/contract/api-auth';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import { loginWithPassword } from './login.ts';
import { revokeSession } from './session-store.ts';

const { login, logout, checkLoginForNavBar } = apiRoutes;

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const loginSchema = { ...schemaOf(login), body: openedEnvelope(loginPayloadSchema) };

  app.post(login.path, { schema: loginSchema }, async (request, reply) => {
    const { email_userName, password, loginRemember_state } = request.body.obj;
    const session = await loginWithPassword(db, {
      identifier: email_userName,
      password,
      remember: loginRemember_state,
      userAgent: request.headers['user-agent'],
    });
    reply.setSessionCookie(session);
    return { msg: 'Login Success!' };
  });

  app.post(
    logout.path,
    { schema: schemaOf(logout), preHandler: app.requireMember },
    async (request, reply) => {
      const token = request.sessionToken();
      if (token) await revokeSession(db, token);
      reply.clearSessionCookie();
      return { ok: true as const };
    },
  );

  // spec part 1 §7: the navigation check; the site issue adds the page data flags.
  app.get(checkLoginForNavBar.path, { schema: schemaOf(checkLoginForNavBar) }, async (request) => {
    const member = await app.identifyMember(request);
    return { msg: { isLogin: member !== null } };
  });
};
