import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { publishEvent, type DomainEvents } from '../db/domain-events.ts';

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
import type { LanguageCode } from '@kamao/contract/language';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's copies of the member pages' data answers (member-answer-cache.ts). */
    memberAnswers: MemberAnswerCache;
  }
  interface FastifyContextConfig {
    /**
     * Every successful call moves the member's money in the transaction that makes all its
     * changes: the ledger's member.balance_changed, sent on that commit, drops the member's
     * copies in every process, so no notice of our own is needed (MOVES_MEMBER_MONEY).
     */
    movesMemberMoney?: boolean;
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
}

/**
 * Keeps the member pages' data answers per member (MemberAnswerCache), and drops them when a
 * call changes something: a member's successful write call drops their own copies, an
 * operator's drops every copy. The drop happens here, before the answer leaves, so the member's
 * next call to this process reads afresh; other processes hear it through the event channel.
 */
export function installMemberAnswers(app: FastifyInstance, options: MemberAnswerOptions): void {
  const cache = new MemberAnswerCache(options.events);
  app.decorate('memberAnswers', cache);
  app.addHook('onClose', (_app, done) => {
    cache.close();
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const member = request.member;
    if (member && STATE_CHANGING_METHODS.has(request.method) && reply.statusCode < 400) {
      const memberId = member.role === 'admin' ? null : member.id;
      if (memberId === null) cache.dropAll();
      else cache.dropMember(memberId);
      // On PostgreSQL every commit that sends a notice takes a global lock: one per money call
      // is enough (the ledger's). The answer waits for the notice, so the member's next call,
      // whichever process takes it, comes after it was sent.
      if (options.engine === 'postgres' && !request.routeOptions.config.movesMemberMoney) {
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
 * A member route's handler that answers from the process's copy (same bytes as a fresh answer:
 * the route's own serializer made them). `changesAt` says when an answer turns stale with no
 * event, e.g. the View Ads page's next ad coming back. The copies are kept per language (the
 * member's cookie, member-language.ts): an answer may carry an operator's text in the
 * language the member chose.
 */
export function cachedMemberAnswer<T>(
  app: FastifyInstance,
  page: string,
  read: (memberId: string, language: LanguageCode) => Promise<T>,
  changesAt?: (answer: T) => number | null,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const memberId = request.member!.id;
    const language = requestLanguage(request);
    const body = await app.memberAnswers.answer(memberId, `${page} ${language}`, async () => {
      const answer = await read(memberId, language);
      return { body: reply.serialize(answer) as string, changesAt: changesAt?.(answer) ?? null };
    });
    return reply.type(JSON_TYPE).send(body);
  };
}
