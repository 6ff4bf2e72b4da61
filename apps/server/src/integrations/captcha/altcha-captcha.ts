import { createHash } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { CaptchaVerifier } from './captcha-verifier.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
// Work a cheap phone finishes in about a second: SHA-256, up to 20,000 attempts.
const MIN_COUNTER = 2_000;
const MAX_COUNTER = 20_000;

/**
 * Self-hosted proof of work (ALTCHA): the server signs a challenge, the browser finds the
 * counter, the server checks the signature and the work, and accepts each challenge once.
 */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  private readonly secret: string;
  private readonly keySecret: string;
  // Used challenge ids until they expire; an atomic set-if-absent refuses a replayed answer.
  private readonly used = new Map<string, number>();

  constructor(masterSecret: string) {
    this.secret = createHash('sha256').update(`altcha:${masterSecret}`).digest('hex');
    this.keySecret = createHash('sha256').update(`altcha-key:${masterSecret}`).digest('hex');
  }

  createChallenge() {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(MAX_COUNTER, MIN_COUNTER),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  async verify(token: string | undefined): Promise<boolean> {
    if (!token || token.length > 10_000) return false;
    this.forgetExpired();
    const result = await verify(token, deriveKey, this.secret, this.keySecret, {
      get: (key: string) => this.used.has(key),
      set: (key: string) => void this.used.set(key, Date.now() + CHALLENGE_TTL_MS),
      setIfAbsent: (key: string) => {
        if (this.used.has(key)) return false;
        this.used.set(key, Date.now() + CHALLENGE_TTL_MS);
        return true;
      },
    });
    return result.error === null && result.verification?.verified === true;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [key, expires] of this.used) if (expires < now) this.used.delete(key);
  }
}
