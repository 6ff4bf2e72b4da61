import { hkdfSync } from 'node:crypto';

/**
 * One key per job, each derived from the server's secret (SERVER_SECRET) with HKDF-SHA256 under
 * a label of its own: a value made for one job (a device cookie, say) never passes for another
 * (a captcha challenge), and none of these keys tells anything about the secret or about each
 * other. The browser's payload key is not among them: it is a value of its own (PAYLOAD_KEY),
 * since every visitor receives it.
 *
 * A label names the job and a version; changing a label (or the secret) voids what was made under
 * it, so a label changes only on purpose.
 */
const LABELS = {
  /** Signs the cookie that marks a browser as a member's known device. */
  loginDeviceCookie: 'kamao/login-device-cookie/v1',
  /** Signs the short-lived cookie that carries a Google sign-in between redirect and callback. */
  googleFlowCookie: 'kamao/google-flow-cookie/v1',
  /** Signs ALTCHA challenges. */
  captchaChallenge: 'kamao/captcha-challenge/v1',
  /** Signs the key ALTCHA derives inside a challenge. */
  captchaKeySignature: 'kamao/captcha-key-signature/v1',
  /** Keys the hash under which a visit is counted, so no address is stored. */
  visitorHash: 'kamao/visitor-hash/v1',
  /** Keys the hash of the address a member signed up from (the daily per-address limit). */
  signupAddressHash: 'kamao/signup-address-hash/v1',
  /** Seals the payout provider's secrets (API key secret, webhook secret) in the database. */
  payoutProviderSecrets: 'kamao/payout-provider-secrets/v1',
} as const;

export type KeyPurpose = keyof typeof LABELS;
export type DerivedKeys = Readonly<Record<KeyPurpose, string>>;

const KEY_BYTES = 32;
// A fixed salt: the secret is already random, and HKDF with a constant salt is what RFC 5869
// describes for that case; it only has to be the same on every process.
const SALT = 'kamao-derived-keys';

/** Every purpose's key (hex, 32 bytes), from the server's secret. */
export function deriveKeys(serverSecret: string): DerivedKeys {
  const entries = (Object.keys(LABELS) as KeyPurpose[]).map((purpose) => {
    const key = hkdfSync('sha256', serverSecret, SALT, LABELS[purpose], KEY_BYTES);
    return [purpose, Buffer.from(key).toString('hex')] as const;
  });
  return Object.freeze(Object.fromEntries(entries) as Record<KeyPurpose, string>);
}
