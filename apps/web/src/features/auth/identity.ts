import { canonicalEmail } from '@kamao/contract/validation';

/**
 * The identifier rules of login and signup (docs/product/accounts.md#account-switching): dots
 * stripped before sending, and the "one account per browser" checks against the stored `user`
 * e-mail.
 */

/** Dots removed from the local part of an e-mail, or from the whole userName. */
export function stripIdentifierDots(identifier: string): string {
  const trimmed = identifier.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed.replaceAll('.', '');
  return trimmed.slice(0, at).replaceAll('.', '') + trimmed.slice(at);
}

export function looksLikeEmail(text: string): boolean {
  return text.includes('@');
}

/**
 * Whether the typed login identifier names the stored account: the whole e-mail or its local
 * part (the userName), compared case-insensitively and without dots.
 */
export function identifierMatchesStoredEmail(identifier: string, storedEmail: string): boolean {
  const typed = canonicalEmail(identifier);
  const stored = canonicalEmail(storedEmail);
  if (!typed) return false;
  const at = stored.lastIndexOf('@');
  const local = at < 0 ? stored : stored.slice(0, at);
  return typed === stored || typed === local;
}

/** Signup: the typed e-mail with dots removed must be the stored one. */
export function signupEmailMatchesStored(email: string, storedEmail: string): boolean {
  return canonicalEmail(email) === canonicalEmail(storedEmail);
}
