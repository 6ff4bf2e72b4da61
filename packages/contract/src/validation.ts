import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MOBILE_NUMBER_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MOBILE_NUMBER_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX_MESSAGE,
} from './validation-texts.ts';

/**
 * Field schemas shared by the client's forms and the server's routes (docs/style.md#the-web-app:
 * one schema for form and server"), with the spec's texts verbatim where it gives one.
 */

// The messages live in validation-texts.ts beside their Hindi; re-exported for the forms.
export {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MOBILE_NUMBER_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX_MESSAGE,
} from './validation-texts.ts';

/**
 * A mobile number as Indians write it: spaces, hyphens, dots or brackets between the digits, and
 * in front the country code (+91, 91, 0091) or the trunk 0 (0, 091). The backtracking keeps a
 * plain 10 digits that happen to start with 91 or 0 as they are.
 */
const MOBILE_NUMBER_PATTERN = new RegExp(
  `^(?:\\+91|0091|091|91|0)?(\\d{${MOBILE_NUMBER_DIGITS}})$`,
);
const MOBILE_NUMBER_SEPARATORS = /[\s\-.()]/g;

/**
 * Exactly 10 digits (docs/product/accounts.md#signup), written any of the Indian ways
 * ("98123 45678", "+91 98123 45678", "091-9812345678"). The spec's signup sends mobile_number as
 * a JSON number and forms hold text, so both are accepted; the parsed value is always the
 * 10-digit text.
 */
export const mobileNumberSchema = z
  .union([z.string(), z.number()], { error: MOBILE_NUMBER_MESSAGE })
  .transform((value) => String(value).trim().replace(MOBILE_NUMBER_SEPARATORS, ''))
  .pipe(z.string().regex(MOBILE_NUMBER_PATTERN, MOBILE_NUMBER_MESSAGE))
  .transform((typed) => MOBILE_NUMBER_PATTERN.exec(typed)![1]!);

/** A new password (signup, reset, change): 8 to 128 characters, counted as typed. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX_MESSAGE);

/** An e-mail address as typed, trimmed; case and dots kept (see canonicalEmail for identity). */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE)
  .pipe(z.email(EMAIL_INVALID_MESSAGE));

/**
 * The identity of an e-mail (docs/design.md#accounts-and-sessions): trimmed, lower case, dots
 * removed from the local part, so 'John.Doe@Gmail.com' and 'johndoe@gmail.com' are one account.
 * This is what the spec's dot-stripping and "account switching" rules protect
 * (docs/product/accounts.md#account-switching). Text without '@' is treated as a bare local part (a
 * userName typed at login): lower case, dots removed.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower.replaceAll('.', '');
  return lower.slice(0, at).replaceAll('.', '') + lower.slice(at);
}

/** The userName derived from an e-mail: its canonical local part ('John.Doe@x.in' → 'johndoe'). */
export function userNameFromEmail(email: string): string {
  const canonical = canonicalEmail(email);
  const at = canonical.lastIndexOf('@');
  return at < 0 ? canonical : canonical.slice(0, at);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/**
 * The 11-character video id of a YouTube link, or null (docs/product/advertiser.md#step-checks:
 * 'Please enter a valid YouTube video URL'). Knows watch?v=, youtu.be/, /embed/, /shorts/, /live/
 * and /v/ links.
 */
export function youTubeVideoId(url: string): string | null {
  const parsed = parseHttpUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = parsed.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** An absolute http(s) URL (campaign links, docs/product/advertiser.md#step-checks). */
export function isHttpUrl(url: string): boolean {
  return parseHttpUrl(url) !== null;
}

/** new URL() inside try, not URL.canParse: phones' browsers older than 2023 lack the latter. */
function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    const isHttp = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    return isHttp && parsed.hostname.length > 0 ? parsed : null;
  } catch {
    return null;
  }
}
