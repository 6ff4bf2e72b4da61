import type { LanguageCode } from '@kamao/contract/language';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { PublicAppConfig } from '@kamao/contract/public-app-config';
import type { Config } from '../config.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import type { DomainEvents, DomainEventType } from '../db/domain-events.ts';
import type { CaptchaVerifier } from '../integrations/captcha/captcha-verifier.ts';
import type { GoogleOidc } from '../integrations/google/google-oidc.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { PayoutProviderConnection } from '../integrations/payouts/index.ts';
import type { PayoutProvider } from '../integrations/payouts/payout-provider.ts';
import type { ProxyCheck } from '../integrations/proxycheck/proxy-check.ts';
import type { ChannelStatistics } from '../integrations/youtube/channel-statistics.ts';
import type { BackgroundWorker, JobDefinition, RecurringJob } from '../jobs/job-definition.ts';
import type { ProcessStatus } from '../lib/process-status.ts';
import type { SharedState } from '../shared-state/shared-state.ts';
import type { ChangingValue } from '../shared-state/invalidated-cache.ts';
import type { AskShortener } from './shortlink/index.ts';
import type { PaintedMemberSlot } from '../lib/painted-member-slot.ts';

/**
 * How a feature plugs into the server: each folder of modules/ has a manifest.ts that calls
 * defineModule, and modules/module-list.ts names every manifest once. The app, the job runner
 * and the socket server loop over that list, so adding a feature is a folder and one line.
 */

/** The outside services a module may use, built once from the configuration (or by tests). */
export interface Integrations {
  captcha: CaptchaVerifier;
  mailer: Mailer;
  /** Undefined when no YouTube channel is configured. */
  channelStatistics: (() => Promise<ChannelStatistics | undefined>) | undefined;
  proxyCheck: ProxyCheck;
  askShortener: AskShortener;
  /** Undefined when Google sign-in is not configured. */
  google: GoogleOidc | undefined;
  /** Builds a payout provider's client from the operator's saved connection (modules/payouts). */
  payoutProviders: (connection: PayoutProviderConnection) => PayoutProvider;
}

/** This process's share of what the server processes have in common. */
export interface ModuleRuntime {
  events: DomainEvents;
  sharedState: SharedState;
  redis: Redis | undefined;
  workerId: string;
  /** Runs a module's own loop beside the job runner, in the processes that run jobs. */
  addWorker(worker: BackgroundWorker): void;
}

/** Everything a module's parts are built from. */
export interface ModuleContext {
  config: Config;
  database: Database;
  db: Db;
  runtime: ModuleRuntime;
  integrations: Integrations;
  log: FastifyBaseLogger;
  /** NODE_ENV=production. */
  production: boolean;
  /** Every server process with its sockets (this one, and the others that answer). */
  listProcesses: () => Promise<ProcessStatus[]>;
}

/** A changing list of origins for a content security policy (an InvalidatedCache fits). */
export interface OriginList {
  /** Space-separated https origins, as a CSP source list takes them. */
  current(): string;
  /** Called with the new list after it changed, in this process. */
  onChange(listener: (origins: string) => void): unknown;
}

/**
 * What a module gives the pages: hosts they need in the content security policy, and content the
 * server writes into a painted first screen.
 */
export interface PageSources {
  /** Script hosts of the ad pages. */
  adScriptSources?: OriginList;
  /** The only origins the task-wall page may frame. */
  wallFrameSources?: OriginList;
  /** The dashboard's announcements in each language, for its painted first screen. */
  paintedAnnouncements?: ChangingValue<Record<LanguageCode, string>>;
  /** The dashboard's first step, painted for a member who has earned nothing yet. */
  paintedMemberSlot?: PaintedMemberSlot;
}

/** Wires a module's socket events; the result unwires them (graceful shutdown). */
export type SocketWiring = (io: Server) => () => void;

export type RouteRegistration = (app: FastifyInstance) => Promise<void>;

/** A module as the app uses it, once opened in this process. */
export interface OpenedModule {
  routes: RouteRegistration;
  consoleRoutes: RouteRegistration;
  sockets: SocketWiring | undefined;
  pageSources: PageSources;
  publicConfig: Partial<PublicAppConfig>;
}

export interface AppModule {
  name: string;
  /** Recurring jobs with their period, and the one-off kinds the module schedules. */
  jobs: { recurring: readonly RecurringJob[]; oneOff: readonly JobDefinition[] };
  /** The event types the module publishes and the ones it listens to. */
  events: { publishes: readonly DomainEventType[]; hears: readonly DomainEventType[] };
  /** The module's part of the demo site, inside the seed's transaction. */
  demoSeed: ((tx: Tx) => Promise<void>) | undefined;
  open(context: ModuleContext): Promise<OpenedModule>;
}

/** What a manifest declares; State is what its parts share in one process (caches…). */
export interface ModuleSpec<State> {
  name: string;
  jobs?: { recurring?: readonly RecurringJob[]; oneOff?: readonly JobDefinition[] };
  events?: { publishes?: readonly DomainEventType[]; hears?: readonly DomainEventType[] };
  demoSeed?: (tx: Tx) => Promise<void>;
  /** Builds the module's shared state before anything is served (loads its caches). */
  open?: (context: ModuleContext) => Promise<State>;
  /** Member and public routes. */
  routes?: (app: FastifyInstance, context: ModuleContext, state: State) => Promise<void>;
  consoleRoutes?: (app: FastifyInstance, context: ModuleContext, state: State) => Promise<void>;
  sockets?: (io: Server, context: ModuleContext, state: State) => () => void;
  pageSources?: (state: State) => PageSources;
  publicConfig?: (context: ModuleContext, state: State) => Partial<PublicAppConfig>;
}

export function defineModule<State = undefined>(spec: ModuleSpec<State>): AppModule {
  return {
    name: spec.name,
    jobs: { recurring: spec.jobs?.recurring ?? [], oneOff: spec.jobs?.oneOff ?? [] },
    events: { publishes: spec.events?.publishes ?? [], hears: spec.events?.hears ?? [] },
    demoSeed: spec.demoSeed,
    open: async (context) => {
      const state = (spec.open ? await spec.open(context) : undefined) as State;
      const { sockets } = spec;
      return {
        routes: async (app) => spec.routes?.(app, context, state),
        consoleRoutes: async (app) => spec.consoleRoutes?.(app, context, state),
        sockets: sockets ? (io) => sockets(io, context, state) : undefined,
        pageSources: spec.pageSources?.(state) ?? {},
        publicConfig: spec.publicConfig?.(context, state) ?? {},
      };
    },
  };
}
