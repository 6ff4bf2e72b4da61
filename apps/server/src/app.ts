import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import rateLimit from '@fastify/rate-limit';
import { publicAppConfigSchema } from '@kamao/contract/public-app-config';
import { openIntegrations } from './app-integrations.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { PayloadCipher } from './lib/payload-cipher.ts';
import type {
  Integrations,
  ModuleContext,
  OpenedModule,
  PageSources,
} from './modules/define-module.ts';
import { MODULES } from './modules/module-list.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { installJsonCompression } from './plugins/json-compression.ts';
import { installNoStoreForPrivateAnswers } from './plugins/private-answers.ts';
import { installMemberAnswers } from './plugins/member-answers.ts';
import { installRequestGuards } from './plugins/request-guards.ts';
import { FailuresOnlyLogController, installRequestLog } from './plugins/request-log.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { sessionCookieName, sessionPlugin } from './plugins/session.ts';
import { installWebApp } from './plugins/web-app.ts';
import { startRealtime, type Realtime } from './realtime/socket-server.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { sharedStateRateLimitStore } from './shared-state/rate-limit-store.ts';
import { installMemberMoneyLimits } from './plugins/member-money-limit.ts';

/** The integrations are replaceable in tests; app-integrations.ts builds the others. */
export interface AppDeps extends Partial<Omit<Integrations, 'google'>> {
  config: Config;
  database: Database;
  /** Built web app to serve; defaults to apps/web/dist. */
  webRoot?: string;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Run due jobs in this process (default true; most tests leave it off). */
  runJobs?: boolean;
  /** The job runner's longest sleep (tests shorten it). */
  jobPollMs?: number;
}

export const BODY_LIMIT_BYTES = 64 * 1024;
const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The whole HTTP application; main.ts and the tests build it the same way. The features come
 * from the module list (modules/module-list.ts); what is here is what every feature shares.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = createServer(config, deps.logger);
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

  const context: ModuleContext = {
    config,
    database,
    db: database.db,
    runtime,
    log: app.log,
    production: config.NODE_ENV === 'production',
    integrations: openIntegrations({
      config,
      db: database.db,
      sharedState: runtime.sharedState,
      log: app.log,
      replacements: deps,
    }),
    // The socket server knows them; it starts below, before any request is served.
    listProcesses: () => app.realtime.processes(),
  };
  const modules: OpenedModule[] = [];
  for (const module of MODULES) modules.push(await module.open(context));

  const pageSources: PageSources = Object.assign({}, ...modules.map((m) => m.pageSources));
  await installSharedPlugins(app, config, runtime, database, pageSources);
  for (const module of modules) await module.routes(app);
  for (const module of modules) await module.consoleRoutes(app);

  await startSockets(app, config, runtime, database, modules);
  if (deps.runJobs !== false) {
    app.addHook('onReady', () => runtime.startJobs());
    app.addHook('preClose', () => runtime.stopJobs());
  }

  await installWebApp(app, {
    webRoot: deps.webRoot ?? defaultWebRoot,
    identifyMember: (request) => app.identifyMember(request),
    // A browser's first visit gives it its one device id (plugins/device-id.ts).
    onPageAnswer: (_request, reply) => reply.giveDeviceIdOnFirstVisit(),
    ...(pageSources.paintedAnnouncements
      ? { paintedAnnouncements: pageSources.paintedAnnouncements }
      : {}),
    ...(pageSources.paintedMemberSlot ? { paintedMemberSlot: pageSources.paintedMemberSlot } : {}),
    publicConfig: publicAppConfigSchema.parse({
      ...Object.assign({}, ...modules.map((m) => m.publicConfig)),
      siteName: 'Kamao',
      supportPhone: config.SUPPORT_PHONE,
      payloadKey: config.PAYLOAD_KEY,
    }),
  });
  return app;
}

function createServer(config: Config, logger: AppDeps['logger']) {
  const app = Fastify({
    logger: logger ?? {
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
  return app;
}

/** What every route shares: headers, payload sealing, sessions, answer copies, rate limits. */
async function installSharedPlugins(
  app: FastifyInstance,
  config: Config,
  runtime: Runtime,
  database: Database,
  pageSources: PageSources,
): Promise<void> {
  installSecurityHeaders(app, {
    secure: config.secureCookies,
    captchaProvider: config.CAPTCHA_PROVIDER,
    youtubeIframeApiUrl: config.YOUTUBE_IFRAME_API_URL,
    // The modules' hosts; the policy is rebuilt when they change (onChange).
    ...pageSources,
  });
  installRequestGuards(app, {
    cipher: new PayloadCipher(config.PAYLOAD_KEY),
    publicOrigin: config.PUBLIC_ORIGIN,
  });
  await app.register(sessionPlugin, { config, db: database.db, events: runtime.events });
  installNoStoreForPrivateAnswers(app);
  // The member pages' data answers, kept per member and dropped on every change.
  installMemberAnswers(app, {
    db: database.db,
    events: runtime.events,
    engine: database.engine,
    outbox: runtime.outbox,
  });
  // After the other root onSend hooks: they see the answer uncompressed.
  installJsonCompression(app);
  // Limits are declared per route (config.rateLimit) and counted across every process: in
  // Redis with the plugin's own store, or in the database (shared-state/). A money call whose
  // movement is one statement counts its limit in that statement (config.memberMoneyLimit).
  installMemberMoneyLimits(app, { sharedState: runtime.sharedState, redis: !!runtime.redis });
  await app.register(rateLimit, {
    global: false,
    ...(runtime.redis
      ? { redis: runtime.redis, nameSpace: 'kamao:rate:' }
      : { store: sharedStateRateLimitStore(runtime.sharedState) }),
  });
}

/** The socket shares the HTTP server and its port; each module wires its own events. */
async function startSockets(
  app: FastifyInstance,
  config: Config,
  runtime: Runtime,
  database: Database,
  modules: readonly OpenedModule[],
): Promise<Realtime> {
  const realtime = await startRealtime({
    httpServer: app.server,
    db: database.db,
    events: runtime.events,
    publicOrigin: config.PUBLIC_ORIGIN,
    sessionCookieName: sessionCookieName(config),
    parseCookie: (header) => app.parseCookie(header),
    redis: runtime.redis,
    workerId: runtime.workerId,
    handlers: modules.flatMap((m) => (m.sockets ? [m.sockets] : [])),
  });
  app.decorate('realtime', realtime);
  // Before the HTTP server closes: open websockets would keep it from closing.
  app.addHook('preClose', () => realtime.close());
  return realtime;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
