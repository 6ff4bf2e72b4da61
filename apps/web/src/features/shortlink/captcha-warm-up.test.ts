import { SHORTLINK_CAPTCHA_RELOAD_MS } from '@kamao/contract/shortlink-texts';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CAPTCHA_LOADED_AT_KEY, useCaptchaWarmUp } from './captcha-warm-up';

const config = { captchaProvider: 'turnstile' };
vi.mock('../../lib/app-config', () => ({ getAppConfig: () => config }));
vi.mock('../../components/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/captcha')>()),
  loadHostedCaptcha: vi.fn(() => Promise.resolve({})),
}));
const { loadHostedCaptcha } = await import('../../components/captcha');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** Opens the short-link page's warm-up once, as a visit does. */
const visit = () => renderHook(() => useCaptchaWarmUp()).unmount();

describe('the short-link page’s captcha script', () => {
  test('a hosted captcha loads once, then not again before 12 h have passed', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    config.captchaProvider = 'turnstile';
    visit();
    expect(loadHostedCaptcha).toHaveBeenCalledOnce();
    expect(vi.mocked(loadHostedCaptcha).mock.calls[0]![0].global).toBe('turnstile');
    expect(window.localStorage.getItem(CAPTCHA_LOADED_AT_KEY)).toBe('1000000');

    vi.setSystemTime(1_000_000 + SHORTLINK_CAPTCHA_RELOAD_MS - 1);
    visit();
    expect(loadHostedCaptcha).toHaveBeenCalledOnce();

    vi.setSystemTime(1_000_000 + SHORTLINK_CAPTCHA_RELOAD_MS);
    visit();
    expect(loadHostedCaptcha).toHaveBeenCalledTimes(2);
  });

  test.each(['none', 'altcha'])('with the %s provider nothing is loaded', (provider) => {
    config.captchaProvider = provider;
    visit();
    expect(loadHostedCaptcha).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(CAPTCHA_LOADED_AT_KEY)).toBeNull();
  });
});
