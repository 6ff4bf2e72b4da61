/** Checks the human-verification answer a form sent (spec part 1 §5: login, signup, contact). */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'turnstile' | 'recaptcha' | 'hcaptcha' | 'none';
  verify(token: string | undefined, remoteAddress: string): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = {
  provider: 'none',
  verify: async () => true,
};
