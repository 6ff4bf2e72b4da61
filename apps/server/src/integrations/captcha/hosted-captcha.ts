import type { CaptchaVerifier } from './captcha-verifier.ts';

export type HostedProvider = 'turnstile' | 'recaptcha' | 'hcaptcha';

/** Each provider's server-side verification endpoint (form POST, answers `{success}`). */
export const VERIFY_URLS: Record<HostedProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** Turnstile, reCAPTCHA or hCaptcha, verified on the server with the secret key. */
export class HostedCaptcha implements CaptchaVerifier {
  constructor(
    readonly provider: HostedProvider,
    private readonly secretKey: string,
    private readonly verifyUrl: string = VERIFY_URLS[provider],
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(token: string | undefined, remoteAddress: string): Promise<boolean> {
    if (!token || token.length > 10_000) return false;
    const body = new URLSearchParams({
      secret: this.secretKey,
      response: token,
      remoteip: remoteAddress,
    });
    try {
      const res = await this.fetchImpl(this.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(8_000),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      // The provider being unreachable must not let bots through.
      return false;
    }
  }
}
