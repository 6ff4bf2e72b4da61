import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loginWithPassword } from './login.ts';
import { revokeSession } from './session-store.ts';

const loginBody = z.object({
  obj: z
    .object({
      email_userName: z.string().trim().min(1, 'Email or username is required').max(254),
      password: z.string().min(1, 'Password is required').max(256),
      loginRemember_state: z.boolean().default(false),
    })
    .strict(),
});

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/userRoute/login', { schema: { body: loginBody } }, async (request, reply) => {
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

  app.post('/userRoute/logout', { preHandler: app.requireMember }, async (request, reply) => {
    const token = request.sessionToken();
    if (token) await revokeSession(db, token);
    reply.clearSessionCookie();
    return { ok: true };
  });

  // spec part 1 §7: the navigation check; the site issue adds the page data flags.
  app.get('/checkLogin_for_navBar', async (request) => {
    const member = await app.identifyMember(request);
    return { msg: { isLogin: member !== null } };
  });
};
