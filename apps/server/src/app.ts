import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { PayloadCipher } from './lib/payload-cipher.ts';
import rateLimit from '@fastify/rate-limit';
import { createCaptcha } from './integrations/captcha/create-captcha.ts';
import type { CaptchaVerifier } from './integrations/captcha/captcha-verifier.ts';
import { createMailer, type Mailer } from './integrations/mail/mailer.ts';
import {
  createChannelStatistics,
  type ChannelStatistics,
} from './integrations/youtube/channel-statistics.ts';
import { GoogleOidc } from './integrations/google/google-oidc.ts';
import { adminAuditLogRoutes } from './modules/admin/audit-log-routes.ts';
import { apiDocsRoutes } from './modules/api-docs/index.ts';
import { adminRuntimeRoutes } from './modules/admin/runtime-routes.ts';
import { adminCampaignRoutes } from './modules/advertiser/admin-campaign-routes.ts';
import { advertiserRoutes } from './modules/advertiser/routes.ts';
import { AD_SCRIPT_SOURCES_CACHE, loadAdScriptSources } from './modules/ptc/ad-snippets.ts';
import { adminPtcRoutes } from './modules/ptc/admin-routes.ts';
import { ptcRoutes } from './modules/ptc/routes.ts';
import { adminShortenerRoutes } from './modules/shortlink/admin-routes.ts';
import { shortLinkRoutes } from './modules/shortlink/routes.ts';
import type { AskShortener } from './modules/shortlink/short-link-start.ts';
import { shortenWithAdLinkFly } from './integrations/shorteners/adlinkfly.ts';
import { adminOfferWallRoutes } from './modules/taskwall/admin-routes.ts';
import { postbackRoutes } from './modules/taskwall/postback-routes.ts';
import { taskWallRoutes } from './modules/taskwall/routes.ts';
import {
  WALL_FRAME_ORIGINS_CACHE,
  loadWallFrameOrigins,
  presentWallFigures,
  wallFigures,
} from './modules/taskwall/index.ts';
import {
  createHttpProxyCheck,
  noProxyCheck,
  type ProxyCheck,
} from './integrations/proxycheck/proxy-check.ts';
import { adminGameRoutes, gameRoutes } from './modules/games/index.ts';
import { adminPayoutRoutes } from './modules/wallet/admin-payout-routes.ts';
import { adminWalletRoutes } from './modules/wallet/admin-routes.ts';
import { adminGiftCodeRoutes } from './modules/giftcode/admin-routes.ts';
import { adminMemberRoutes } from './modules/members/admin-routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { giftCodeRoutes } from './modules/giftcode/routes.ts';
import { referralRoutes } from './modules/referral/routes.ts';
import { captchaRoutes } from './modules/auth/captcha-routes.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { adminContentRoutes } from './modules/site/admin-content-routes.ts';
import { adminInboxRoutes } from './modules/site/admin-inbox-routes.ts';
import { channelRoutes } from './modules/site/channel-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { FOOTER_CACHE, loadFooter } from './modules/site/index.ts';
import { RATING_SCORE } from '@kamao/contract/constants';
import { createStatistics } from './modules/site/statistics.ts';
import { VisitorCounter } from './modules/site/visitor-counter.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { installJsonCompression } from './plugins/json-compression.ts';
import { installNoStoreForPrivateAnswers } from './plugins/private-answers.ts';
import { installMemberAnswers } from './plugins/member-answers.ts';
import { installRequestGuards } from './plugins/request-guards.ts';
import { FailuresOnlyLogController, installRequestLog } from './plugins/request-log.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { sessionCookieName, sessionPlugin } from './plugins/session.ts';
import { installWebApp } from './plugins/web-app.ts';
import { startRealtime } from './realtime/socket-server.ts';
import { openRuntime } from './runtime.ts';
import { InvalidatedCache } from './shared-state/invalidated-cache.ts';
import { sharedStateRateLimitStore } from './shared-state/rate-limit-store.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist. */
  webRoot?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Integrations, replaceable in tests; built from config otherwise. */
  captcha?: CaptchaVerifier;
  mailer?: Mailer;
  channelStatistics?: () => Promise<ChannelStatistics | undefined>;
  proxyCheck?: ProxyCheck;
  /** The shorteners' API call (AdLinkFly); tests point it at a local fake through the rows. */
  askShortener?: AskShortener;
  /** Run due jobs in this process (default true; most tests leave it off). */
  runJobs?: boolean;
  /** The job runner's longest sleep (tests shorten it). */
  jobPollMs?: number;
}

export const BODY_LIMIT_BYTES = 64 * 1024;
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The whole HTTP application; main.ts and the tests build it the same way. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A number of hops trusts that many proxies in front of us (proxy-addr's hop index).
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // Two log lines per request cost up to a third of a light call; request-log.ts logs the
    // answers worth a look (server errors, slow requests) in one line instead.
    logController: new FailuresOnlyLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain body is how cross-site forms smuggle requests.
  app.removeContentTypeParser(['text/plain']);

  installErrorHandler(app);
  installRequestLog(app);
  // What the processes share: events, rate limits, single-use keys, jobs (runtime.ts).
  const runtime = await openRuntime({
    config,
    database,
    log: app.log,
    ...(deps.jobPollMs === undefined ? {} : { jobPollMs: deps.jobPollMs }),
  });
  app.decorate('runtime', runtime);
  app.addHook('onClose', () => runtime.close());
  // The ad-network snippets' script hosts, for the content security policy
  // (docs/product/ptc-ads.md#blocking).
  const adScriptSources = new InvalidatedCache(
    AD_SCRIPT_SOURCES_CACHE,
    () => loadAdScriptSources(database.db),
    '',
    runtime.events,
    (err) => app.log.warn({ err }, 'ad snippet script hosts not loaded'),
  );
  await adScriptSources.reload();
  // The enabled walls' origins: the only ones the wall page may frame
  // (docs/product/task-walls.md#a-walls-page).
  const wallFrameSources = new InvalidatedCache(
    WALL_FRAME_ORIGINS_CACHE,
    () => loadWallFrameOrigins(database.db),
    '',
    runtime.events,
    (err) => app.log.warn({ err }, 'task wall frame origins not loaded'),
  );
  await wallFrameSources.reload();
  installSecurityHeaders(app, {
    secure: config.secureCookies,
    captchaProvider: config.CAPTCHA_PROVIDER,
    youtubeIframeApiUrl: config.YOUTUBE_IFRAME_API_URL,
    // Rebuilds the ad pages' policy when the hosts change (adScriptSources.onChange).
    adScriptSources,
    wallFrameSources,
  });
  installRequestGuards(app, {
    cipher: new PayloadCipher(config.PAYLOAD_KEY),
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  await app.register(sessionPlugin, { config, db: database.db, events: runtime.events });
  installNoStoreForPrivateAnswers(app);
  // The member pages' data answers, kept per member and dropped on every change
  // (docs/decisions/0014-member-answer-copies.md).
  installMemberAnswers(app, { db: database.db, events: runtime.events, engine: database.engine });
  // After the other root onSend hooks: they see the answer uncompressed.
  installJsonCompression(app);
  // Limits are declared per route (config.rateLimit) and counted across every process: in
  // Redis with the plugin's own store, or in the database (shared-state/).
  await app.register(rateLimit, {
    global: false,
    ...(runtime.redis
      ? { redis: runtime.redis, nameSpace: 'kamao:rate:' }
      : { store: sharedStateRateLimitStore(runtime.sharedState) }),
  });

  const db = database.db;
  const captcha = deps.captcha ?? createCaptcha(config, runtime.sharedState);
  const mailer =
    deps.mailer ??
    createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log });
  const visitors = new VisitorCounter(db, config.keys.visitorHash);
  const channelStatistics =
    deps.channelStatistics ??
    (config.YOUTUBE_API_KEY && config.YOUTUBE_CHANNEL_ID
      ? createChannelStatistics({
          apiKey: config.YOUTUBE_API_KEY,
          channelId: config.YOUTUBE_CHANNEL_ID,
        })
      : undefined);

  await app.register(healthRoutes, { database, redis: runtime.redis });
  await app.register(captchaRoutes, { captcha });
  await app.register(authRoutes, { db, config, captcha, mailer });
  const google = config.GOOGLE_CLIENT_ID
    ? new GoogleOidc({
        issuer: config.GOOGLE_ISSUER,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
        redirectUri: `${config.PUBLIC_ORIGIN}/auth/google/callback`,
      })
    : undefined;
  await app.register(googleRoutes, { db, config, google });
  // The footer's links: every page's login check carries them, so each process keeps a copy.
  const footer = new InvalidatedCache(
    FOOTER_CACHE,
    () => loadFooter(db),
    { rating: RATING_SCORE, socialLinks: [] },
    runtime.events,
    (err) => app.log.warn({ err }, 'footer links not loaded'),
  );
  await footer.reload();
  await app.register(siteRoutes, {
    db,
    captcha,
    visitors,
    statistics: createStatistics(db, visitors),
    footer: () => footer.current(),
  });
  await app.register(channelRoutes, { channelStatistics });
  await app.register(profileRoutes, { db, config, mailer });
  await app.register(walletRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(referralRoutes, { db });
  await app.register(giftCodeRoutes, { db });
  await app.register(adminContentRoutes, { db, onFooterChanged: () => footer.reload() });
  await app.register(adminInboxRoutes, { db });
  await app.register(adminMemberRoutes, { db });
  await app.register(adminAuditLogRoutes, { db });
  const proxyCheck =
    deps.proxyCheck ??
    (config.PROXY_CHECK_URL
      ? createHttpProxyCheck({
          urlTemplate: config.PROXY_CHECK_URL,
          key: config.PROXY_CHECK_KEY,
          cacheSeconds: config.PROXY_CHECK_CACHE_SECONDS,
          onError: (err) => app.log.warn({ err }, 'proxy check failed; address counted clean'),
        })
      : noProxyCheck);
  await app.register(ptcRoutes, { db, proxyCheck });
  await app.register(advertiserRoutes, { db });
  await app.register(adminPtcRoutes, { db, adScriptSources });
  await app.register(adminCampaignRoutes, { db });
  const askShortener = deps.askShortener ?? shortenWithAdLinkFly;
  const publicOrigin = config.PUBLIC_ORIGIN;
  await app.register(shortLinkRoutes, { db, publicOrigin, askShortener });
  await app.register(adminShortenerRoutes, { db, publicOrigin, askShortener });
  await app.register(taskWallRoutes, { db });
  await app.register(postbackRoutes, { db, publicOrigin });
  await app.register(adminOfferWallRoutes, {
    db,
    publicOrigin,
    onWallsChanged: () => wallFrameSources.reload(),
  });
  const production = config.NODE_ENV === 'production';
  await app.register(gameRoutes, { db });
  await app.register(adminGameRoutes, { db, production });
  await app.register(adminPayoutRoutes, { db });
  await app.register(adminWalletRoutes, { db });
  await app.register(adminGiftCodeRoutes, { db });
  await app.register(apiDocsRoutes, { db, config });

  // The socket shares the HTTP server and its port (docs/product/common.md#real-time-socket).
  const realtime = await startRealtime({
    httpServer: app.server,
    db,
    events: runtime.events,
    publicOrigin: config.PUBLIC_ORIGIN,
    sessionCookieName: sessionCookieName(config),
    parseCookie: (header) => app.parseCookie(header),
    redis: runtime.redis,
    workerId: runtime.workerId,
    wallFigures: async (memberId) => presentWallFigures(await wallFigures(db, memberId)),
    production,
    onError: (err) => app.log.warn({ err }, 'realtime handler failed'),
  });
  app.decorate('realtime', realtime);
  await app.register(adminRuntimeRoutes, {
    db,
    engine: database.engine,
    realtime,
    redis: runtime.redis,
  });
  // Before the HTTP server closes: open websockets would keep it from closing.
  app.addHook('preClose', () => realtime.close());
  if (deps.runJobs !== false) {
    app.addHook('onReady', () => runtime.startJobs());
    app.addHook('preClose', () => runtime.stopJobs());
  }

  await installWebApp(app, {
    webRoot: deps.webRoot ?? defaultWebRoot,
    identifyMember: (request) => app.identifyMember(request),
    publicConfig: {
      siteName: 'Kamao',
      supportPhone: config.SUPPORT_PHONE,
      googleClientConfigured: Boolean(config.GOOGLE_CLIENT_ID),
      captchaProvider: config.CAPTCHA_PROVIDER,
      captchaSiteKey: config.CAPTCHA_SITE_KEY ?? '',
      channelConfigured: Boolean(channelStatistics),
      payloadKey: config.PAYLOAD_KEY,
      youtubeIframeApiUrl: config.YOUTUBE_IFRAME_API_URL,
    },
  });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
