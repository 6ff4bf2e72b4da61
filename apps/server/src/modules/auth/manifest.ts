import { defineModule } from '../define-module.ts';
import { captchaRoutes } from './captcha-routes.ts';
import { googleCodeRoutes } from './google-code-routes.ts';
import { googleRoutes } from './google-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { authRoutes } from './routes.ts';
import { sweepAuthJob } from './sweep-auth-job.ts';

/** Sign-up, login, sessions, password resets, the captcha challenge and Google sign-in. */
export const authModule = defineModule({
  name: 'auth',
  jobs: { recurring: [{ definition: sweepAuthJob, everySeconds: 60 * 60 }] },
  events: { publishes: ['member.sessions_ended', 'session.ended'] },
  routes: async (app, { db, config, integrations, runtime }) => {
    const { captcha, mailer, google, proxyCheck } = integrations;
    await app.register(captchaRoutes, { captcha });
    const { sharedState } = runtime;
    await app.register(authRoutes, { db, config, captcha, sharedState, mailer, proxyCheck });
    await app.register(passwordResetRoutes, { db, config, mailer });
    await app.register(googleRoutes, { db, config, google, proxyCheck });
    await app.register(googleCodeRoutes, { db, config, google, proxyCheck });
  },
  publicConfig: ({ config }) => ({
    googleClientConfigured: Boolean(config.GOOGLE_CLIENT_ID),
    captchaProvider: config.CAPTCHA_PROVIDER,
    captchaSiteKey: config.CAPTCHA_SITE_KEY ?? '',
  }),
});
