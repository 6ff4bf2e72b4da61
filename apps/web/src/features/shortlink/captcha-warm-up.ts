import { SHORTLINK_CAPTCHA_RELOAD_MS } from '@kamao/contract/shortlink-texts';
import { useEffect } from 'react';
import { HOSTED_CAPTCHAS, loadHostedCaptcha } from '../../components/captcha';
import { getAppConfig } from '../../lib/app-config';
import { i18next } from '../../lib/i18n';
import { readLocal, writeLocal } from '../../lib/storage';

/**
 * Local storage (docs/product/common.md#browser-storage): when the short-link page last loaded the
 * captcha script.
 */
export const CAPTCHA_LOADED_AT_KEY = 'shortLinkCaptchaLoadedAt';

/**
 * The short-link page loads the site's hosted captcha script at most once every 12 h
 * (docs/product/short-links.md#the-short-link-list), so the shorteners' pages that ask for it find
 * it warm; ALTCHA and no captcha load nothing.
 */
export function shouldLoadCaptcha(now = Date.now()): boolean {
  const recorded = readLocal(CAPTCHA_LOADED_AT_KEY);
  if (recorded === null) return true;
  const last = Number(recorded);
  return !Number.isFinite(last) || now - last >= SHORTLINK_CAPTCHA_RELOAD_MS;
}

export function useCaptchaWarmUp(): void {
  useEffect(() => {
    const hosted = HOSTED_CAPTCHAS[getAppConfig().captchaProvider];
    if (!hosted || !shouldLoadCaptcha()) return;
    writeLocal(CAPTCHA_LOADED_AT_KEY, String(Date.now()));
    loadHostedCaptcha(hosted, i18next.language === 'hi' ? 'hi' : 'en').catch(() => {
      // A blocked script costs nothing here: the next visit after 12 h tries again.
    });
  }, []);
}
