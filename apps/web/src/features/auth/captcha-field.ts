import { CAPTCHA_NOT_REQUIRED } from '../../components/captcha';

/** What a form sends for the captcha: nothing when the site runs without one. */
export function captchaField(token: string): { captcha_token?: string } {
  return token === CAPTCHA_NOT_REQUIRED ? {} : { captcha_token: token };
}
