import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_PREFIX } from '@kamao/contract/admin/admin-routes';

/**
 * The member and operator API (docs/design.md#the-api-and-its-contract): every answer is
 * about one account, so none may be kept by a browser or a proxy cache.
 */
const PRIVATE_PREFIXES = [
  '/userRoute',
  '/userAmount',
  '/userIncomeRoute',
  '/advertiserRoute',
  '/userMessageRoute',
  '/checkLogin_for_navBar',
  ADMIN_API_PREFIX.replace(/\/$/, ''),
  '/auth',
];

const isUnder = (prefix: string, url: string) =>
  url.startsWith(prefix) &&
  (url.length === prefix.length || url[prefix.length] === '/' || url[prefix.length] === '?');

const isPrivatePath = (url: string) => PRIVATE_PREFIXES.some((prefix) => isUnder(prefix, url));

// Guards that answer before the cookie parser ran leave request.cookies unset.
const carriesSessionCookie = (request: FastifyRequest) =>
  request.cookies != null && request.sessionToken() !== undefined;

const isJson = (reply: FastifyReply) =>
  String(reply.getHeader('content-type') ?? '').startsWith('application/json');

/**
 * `Cache-Control: no-store` on every answer of the member and operator API, and on every JSON
 * answer to a request that carried a session cookie (security review): a shared computer's
 * browser cache or a proxy must never hand one member's balance to the next visitor. Public
 * answers (static files, /healthz, the web app's pages) keep their own caching.
 * Install after the session plugin (it reads request.sessionToken()).
 */
export function installNoStoreForPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isPrivatePath(request.url) || (carriesSessionCookie(request) && isJson(reply))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
