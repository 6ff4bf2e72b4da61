/** Checks the human-verification answer a form sent (spec part 1 §5: login, signup, contact). */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'turnstile' | 'recaptcha' | 'hcaptcha' | 'none';
  verify(token: string | undefined, remoteAddress: string): Promise<boolean>;
}

// spec part 1 §5, shown verbatim by the client.
export const CAPTCHA_MISSING = 'Please verify that you are a human!';

export const noCaptcha: CaptchaVerifier = {
  provider: 'none',
  verify: async () => true,
};
