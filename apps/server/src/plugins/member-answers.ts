import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../db/client.ts';
import { publishEvent, type DomainEvents } from '../db/domain-events.ts';
import type { EventOutboxRelay } from '../db/event-outbox.ts';

declare module '../db/domain-events.ts' {
  interface DomainEventMap {
    /**
     * The copies of a member's page data are stale (their own write call), or every member's
     * (memberId null: an operator's write call).
     */
    'member.answers_stale': { memberId: string | null };
  }
}
import { MemberAnswerCache } from './member-answer-cache.ts';
import { STATE_CHANGING_METHODS } from '../lib/http-methods.ts';
import { requestLanguage } from './member-language.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's copies of the member pages' data answers (member-answer-cache.ts). */
    memberAnswers: MemberAnswerCache;
  }
  interface FastifyContextConfig {
    /**
     * Every successful call moves the member's money in the transaction that makes all its
     * changes: the ledger's member.balance_changed, relayed from the outbox before the answer
     * leaves, drops the member's copies in every process, so no notice of our own is needed
     * (MOVES_MEMBER_MONEY).
     */
    movesMemberMoney?: boolean;
    /**
     * A member read whose answer must be made for each request (it depends on the caller's
     * address, or asks a third party): not served from the copies.
     */
    answerPerRequest?: boolean;
    /**
     * When a member read's answer stops being true with no event (the View Ads page's next ad
     * coming back), as epoch ms or null: the copy ends then (memberAnswerChangesAt below).
     */
    memberAnswerChangesAt?: (answer: unknown) => number | null;
  }
}

/** Route config of a money call (conversion, withdrawal): see movesMemberMoney above. */
export const MOVES_MEMBER_MONEY = { movesMemberMoney: true } as const;

// Fastify's own type for the JSON it serializes, so a copy is sent exactly as a fresh answer.
const JSON_TYPE = 'application/json; charset=utf-8';

export interface MemberAnswerOptions {
  db: Db;
  events: DomainEvents;
  /**
   * The embedded database lives in this one process, so a write's drop needs no notice to
   * others; on PostgreSQL other processes may hold copies and are told.
   */
  engine: 'pglite' | 'postgres';
  /** The ledger's balance notices waiting in the outbox: sent after a write call. */
  outbox: Pick<EventOutboxRelay, 'kick'>;
}

/**
 * Keeps the member pages' data answers per member (MemberAnswerCache), and drops them when a
 * call changes something: a member's successful write call drops their own copies, an
 * operator's drops every copy. The drop happens here, before the answer leaves, so the member's
 * next call to this process reads afresh; other processes hear it through the event channel.
 * A refused write may have changed what the member sees too (a shortener that refused a third
 * Start leaves their list), so it drops the member's copies in this process as well.
 */
export function installMemberAnswers(app: FastifyInstance, options: MemberAnswerOptions): void {
  const cache = new MemberAnswerCache(options.events);
  app.decorate('memberAnswers', cache);
  serveMemberReadsFromCopies(app, cache, MEMBER_READ_PATHS);
  app.addHook('onClose', (_app, done) => {
    cache.close();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const member = request.member;
    if (member && STATE_CHANGING_METHODS.has(request.method) && reply.statusCode >= 400) {
      cache.dropMember(member.id);
    }
    if (member && STATE_CHANGING_METHODS.has(request.method) && reply.statusCode < 400) {
      const memberId = member.role === 'admin' ? null : member.id;
      if (memberId === null) cache.dropAll();
      else cache.dropMember(memberId);
      // On PostgreSQL a call's answer waits for its notice, so the member's next call, whichever
      // process takes it, comes after it was sent. A money call sends none of its own: every
      // commit that sends one takes a global lock, and the ledger's balance notice, relayed from
      // the outbox by a relay the money calls of the moment share, drops the copies.
      if (options.engine === 'postgres' && request.routeOptions.config.movesMemberMoney) {
        options.outbox
          .kick({ gather: false })
          .catch((err: unknown) => request.log.warn({ err }, 'balance notices not relayed'))
          .then(() => done(null, payload))
          .catch((err: unknown) => request.log.error({ err }, 'answer not sent'));
        return;
      }
      // Any other write's balance notices (a movement in its transaction: a view's earning)
      // leave now rather than with the next poll; the answer does not wait for them.
      void options.outbox.kick();
      if (options.engine === 'postgres') {
        publishEvent(options.db, { type: 'member.answers_stale', memberId })
          .catch((err: unknown) => request.log.warn({ err }, 'stale member answers not announced'))
          .then(() => done(null, payload))
          // A throw while the answer is sent (inside done) has no one else to report it.
          .catch((err: unknown) => request.log.error({ err }, 'answer not sent'));
        return;
      }
    }
    done(null, payload);
  });
}

/**
 * The member reads of the contract's route table (every GET a member's session opens): each is
 * answered from the process's copies (docs/decisions/0014-member-answer-copies.md), so a new
 * member page is served the same way the day it is added, with no code of its own.
 */
export const MEMBER_READ_PATHS: ReadonlySet<string> = new Set(
  Object.values(apiRoutes)
    .filter((route) => route.method === 'GET' && route.auth === 'member')
    .map((route) => route.path),
);

/** Route config of a member read whose copy ends at a time its answer names. */
export const memberAnswerChangesAt = <T>(changesAt: (answer: T) => number | null) => ({
  memberAnswerChangesAt: changesAt as (answer: unknown) => number | null,
});

/**
 * Serves the member reads among the routes registered after it (paths in `memberReads`) from
 * `cache`: the route's handler runs only when the member has no copy of that URL in their
 * language (the member's cookie, member-language.ts: an answer may carry an operator's text in
 * the language they chose), and requests that arrive while it runs share its answer. The copy is
 * the bytes the route's own serializer made, sent as a fresh answer would be.
 */
export function serveMemberReadsFromCopies(
  app: FastifyInstance,
  cache: MemberAnswerCache,
  memberReads: ReadonlySet<string>,
): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'GET' || !memberReads.has(route.url)) return;
    if (route.config?.answerPerRequest) return;
    route.handler = fromCopies(cache, route.handler, route.config?.memberAnswerChangesAt);
  });
}

function fromCopies(
  cache: MemberAnswerCache,
  handler: RouteHandlerMethod,
  changesAt: ((answer: unknown) => number | null) | undefined,
): RouteHandlerMethod {
  return async function answerFromCopy(request, reply) {
    const member = request.member;
    // The route's own guard answers a caller without a session; nothing to keep for them.
    if (!member) return handler.call(this, request, reply);
    const key = `${request.url} ${requestLanguage(request)}`;
    const body = await cache.answer(member.id, key, async () => {
      const answer: unknown = await handler.call(this, request, reply);
      if (reply.sent) throw new Error(`member read ${request.url} must return its answer`);
      return { body: reply.serialize(answer) as string, changesAt: changesAt?.(answer) ?? null };
    });
    return reply.type(JSON_TYPE).send(body);
  };
}
