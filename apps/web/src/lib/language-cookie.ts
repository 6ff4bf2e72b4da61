import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageCodeOf,
  type LanguageCode,
} from '@kamao/contract/language';

/** The language the cookie names, or null (none, or not one of ours). */
export function readLanguageCookie(): LanguageCode | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${LANGUAGE_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return languageCodeOf(entry?.slice(prefix.length));
}

/**
 * Writes the chosen language where the server reads it (apps/server/src/plugins/member-language.ts),
 * for the whole site and a year. Not HttpOnly: the page sets it.
 */
export function writeLanguageCookie(language: LanguageCode): void {
  if (typeof document === 'undefined' || readLanguageCookie() === language) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
