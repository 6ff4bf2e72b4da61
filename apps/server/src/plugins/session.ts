import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import type { DomainEvents } from '../db/domain-events.ts';
import { SessionCache, type NewSession, type SessionMember } from '../modules/auth/index.ts';
import { deviceIdPlugin } from './device-id.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member; set by the requireMember guard. */
    member: SessionMember | null;
    sessionId: bigint | null;
    sessionToken(): string | undefined;
  }
  interface FastifyReply {
    setSessionCookie(session: NewSession): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of member-only routes: the session is checked before the body is read, so
     * a caller without one gets 401 with the spec's session flag, never schema details.
     */
    requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook of the operator console: a valid session of an admin, else 401/403. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Identifies the member when a valid session is present, without requiring one. */
    identifyMember(request: FastifyRequest): Promise<SessionMember | null>;
  }
}

/** The session cookie's name; the socket handshake reads the same cookie (realtime/). */
export const sessionCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-sid' : 'sid';

export interface SessionPluginOptions {
  config: Config;
  db: Db;
  /** Session ends from every process: they clear this process's copies (SessionCache). */
  events: DomainEvents;
}

/**
 * Cookie sessions (docs/design.md#accounts-and-sessions): httpOnly, SameSite=Lax, Secure and
 * __Host- prefixed behind HTTPS; a browser-session cookie unless Remember Me.
 */
export const sessionPlugin = fp<SessionPluginOptions>(async (app, { config, db, events }) => {
  const cookieName = sessionCookieName(config);
  const sessions = new SessionCache(db, events);
  app.addHook('onClose', async () => sessions.close());
  await app.register(cookie);
  // The browser's device id lives in a cookie of its own, beside the session's.
  await app.register(deviceIdPlugin, { config });

  app.decorateRequest('member', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const value = this.cookies[cookieName];
    return value && value.length > 0 ? value : undefined;
  });

  app.decorateReply('setSessionCookie', function (this: FastifyReply, session: NewSession) {
    return this.setCookie(cookieName, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      ...(session.remember ? { expires: session.expiresAt } : {}),
    });
  });

  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(cookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
    });
  });

  app.decorate('identifyMember', async (request: FastifyRequest) => {
    const token = request.sessionToken();
    if (!token) return null;
    const found = await sessions.lookup(token);
    if (found.status !== 'valid') return null;
    request.member = found.member;
    request.sessionId = found.sessionId;
    return found.member;
  });

  app.decorate('requireMember', async (request: FastifyRequest) => {
    const token = request.sessionToken();
    if (!token) throw unauthorized(SESSION_FLAGS.tokenNotFound);
    const found = await sessions.lookup(token);
    if (found.status === 'member-gone') throw unauthorized(SESSION_FLAGS.userNotFound);
    if (found.status === 'invalid') throw unauthorized(SESSION_FLAGS.invalid);
    request.member = found.member;
    request.sessionId = found.sessionId;
  });

  app.decorate('requireAdmin', async function (request: FastifyRequest, reply: FastifyReply) {
    await app.requireMember(request, reply);
    if (request.member?.role !== 'admin') throw forbidden('Only an administrator can do this.');
  });
});
