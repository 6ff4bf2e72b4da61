import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { SharedState } from '../../shared-state/shared-state.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
// Work a cheap phone finishes in about a second: SHA-256, up to 20,000 attempts.
const MIN_COUNTER = 2_000;
const MAX_COUNTER = 20_000;
// The harder challenge a login asks for while an account is being guessed: ten times the work,
// some seconds on a cheap phone, which makes each guess from a script cost as much.
const HARD_MIN_COUNTER = 50_000;
const HARD_MAX_COUNTER = 200_000;

export type ChallengeStrength = 'normal' | 'hard';

/**
 * Self-hosted proof of work (ALTCHA): the server signs a challenge, the browser finds the
 * counter, the server checks the signature and the work, and accepts each challenge once.
 */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly provider = 'altcha' as const;
  private readonly secret: string;
  private readonly keySecret: string;
  /**
   * keys sign a challenge and the key inside it (config.keys, each of its own); usedSolutions
   * remembers each accepted challenge until it expires, in the state every server process
   * shares: an atomic claim refuses a replayed answer on any process.
   */
  constructor(
    keys: { challenge: string; keySignature: string },
    private readonly usedSolutions: SharedState,
  ) {
    this.secret = keys.challenge;
    this.keySecret = keys.keySignature;
  }

  /** A signed challenge; its strength is part of what is signed, so the answer cannot lie. */
  createChallenge(strength: ChallengeStrength = 'normal') {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter:
        strength === 'hard'
          ? randomInt(HARD_MAX_COUNTER, HARD_MIN_COUNTER)
          : randomInt(MAX_COUNTER, MIN_COUNTER),
      data: { strength },
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  async verify(token: string | undefined): Promise<boolean> {
    return (await this.verifyStrength(token)) !== 'refused';
  }

  /** verify, telling also which strength of challenge the answer solved. */
  async verifyStrength(token: string | undefined): Promise<ChallengeStrength | 'refused'> {
    if (!token || token.length > 10_000) return 'refused';
    const claim = (key: string) => this.usedSolutions.claimOnce(`altcha:${key}`, CHALLENGE_TTL_MS);
    const result = await verify(token, deriveKey, this.secret, this.keySecret, {
      // verify() uses setIfAbsent when present; get/set only satisfy the type.
      get: async () => false,
      set: (key: string) => claim(key),
      setIfAbsent: claim,
    });
    if (result.error !== null || result.verification?.verified !== true) return 'refused';
    const signed =
      result.payload && 'challenge' in result.payload ? result.payload.challenge : null;
    return signed?.parameters.data?.strength === 'hard' ? 'hard' : 'normal';
  }
}
