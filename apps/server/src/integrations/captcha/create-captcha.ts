import type { Config } from '../../config.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';
import { AltchaCaptcha } from './altcha-captcha.ts';
import { noCaptcha, type CaptchaVerifier } from './captcha-verifier.ts';
import { HostedCaptcha } from './hosted-captcha.ts';

export function createCaptcha(config: Config, sharedState: SharedState): CaptchaVerifier {
  switch (config.CAPTCHA_PROVIDER) {
    case 'none':
      return noCaptcha;
    case 'altcha':
      return new AltchaCaptcha(
        { challenge: config.keys.captchaChallenge, keySignature: config.keys.captchaKeySignature },
        sharedState,
      );
    default:
      return new HostedCaptcha(config.CAPTCHA_PROVIDER, config.CAPTCHA_SECRET_KEY ?? '');
  }
}
