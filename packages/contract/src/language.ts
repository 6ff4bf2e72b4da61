/**
 * The languages a member reads the site in, and the cookie that tells the server which one was
 * chosen (docs/decisions/0016-texts-as-typed-objects.md). The web keeps the choice in its storage
 * too; the cookie lets the server answer in it before any JavaScript runs (the painted first
 * screens) and keep its per-member answers apart by language.
 */
export const LANGUAGE_CODES = ['en', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const LANGUAGE_COOKIE = 'language';
/** A year: the choice outlives sessions, like the app's storage. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language a stored or sent value names, or null for anything else. */
export function languageCodeOf(value: unknown): LanguageCode | null {
  return value === 'en' || value === 'hi' ? value : null;
}
