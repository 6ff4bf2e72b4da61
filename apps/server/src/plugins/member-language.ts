import { LANGUAGE_COOKIE, languageCodeOf, type LanguageCode } from '@kamao/contract/language';
import type { FastifyRequest } from 'fastify';

/**
 * The language the visitor chose on the site, from the cookie the web app writes beside its
 * storage (docs/decisions/0016-texts-as-typed-objects.md); English without one. The spec's
 * answers keep their fields and their English texts: only what the server holds in both
 * languages follows it (the painted first screens, operator texts written in Hindi).
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  // A guard that answers before the cookie parser ran leaves request.cookies unset.
  const cookies = request.cookies as FastifyRequest['cookies'] | undefined;
  return languageCodeOf(cookies?.[LANGUAGE_COOKIE]) ?? 'en';
}
