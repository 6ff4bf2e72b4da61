import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createCaptcha } from './integrations/captcha/create-captcha.ts';
import { GoogleOidc } from './integrations/google/google-oidc.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createPayoutProvider } from './integrations/payouts/index.ts';
import { createHttpProxyCheck, noProxyCheck } from './integrations/proxycheck/proxy-check.ts';
import { shortenWithAdLinkFly } from './integrations/shorteners/adlinkfly.ts';
import { createChannelStatistics } from './integrations/youtube/channel-statistics.ts';
import type { Integrations } from './modules/define-module.ts';
import { outboxRecord } from './modules/mail/index.ts';
import type { SharedState } from './shared-state/shared-state.ts';

/**
 * The outside services the modules use, built from the configuration; a test replaces any of
 * them (AppDeps) and the rest are built as in production.
 */
export function openIntegrations(options: {
  config: Config;
  db: Db;
  sharedState: SharedState;
  log: FastifyBaseLogger;
  replacements: Partial<Integrations>;
}): Integrations {
  const { config, db, log, replacements } = options;
  return {
    captcha: replacements.captcha ?? createCaptcha(config, options.sharedState),
    mailer:
      replacements.mailer ??
      createMailer({
        record: outboxRecord(db),
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        log,
      }),
    channelStatistics:
      replacements.channelStatistics ??
      (config.YOUTUBE_API_KEY && config.YOUTUBE_CHANNEL_ID
        ? createChannelStatistics({
            apiKey: config.YOUTUBE_API_KEY,
            channelId: config.YOUTUBE_CHANNEL_ID,
          })
        : undefined),
    proxyCheck:
      replacements.proxyCheck ??
      (config.PROXY_CHECK_URL
        ? createHttpProxyCheck({
            urlTemplate: config.PROXY_CHECK_URL,
            key: config.PROXY_CHECK_KEY,
            cacheSeconds: config.PROXY_CHECK_CACHE_SECONDS,
            onError: (err) => log.warn({ err }, 'proxy check failed; address counted clean'),
          })
        : noProxyCheck),
    // The shorteners' API call (AdLinkFly); tests point it at a local fake through the rows.
    askShortener: replacements.askShortener ?? shortenWithAdLinkFly,
    google: config.GOOGLE_CLIENT_ID
      ? new GoogleOidc({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
          redirectUri: `${config.PUBLIC_ORIGIN}/auth/google/callback`,
        })
      : undefined,
    // The provider clients (integrations/payouts); tests point them at local fakes through the
    // connection's base URL, or replace them with a scripted provider.
    payoutProviders:
      replacements.payoutProviders ?? ((connection) => createPayoutProvider(connection)),
  };
}
