/**
 * Checks the human-verification answer a form sent (login, signup, contact:
 * docs/product/accounts.md#signup).
 */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'turnstile' | 'recaptcha' | 'hcaptcha' | 'none';
  verify(token: string | undefined, remoteAddress: string): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = {
  provider: 'none',
  verify: async () => true,
};
