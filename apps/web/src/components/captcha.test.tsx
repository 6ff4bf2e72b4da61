import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_APP_CONFIG, type AppConfig } from '../lib/app-config';
import { i18next } from '../lib/i18n';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { Captcha } from './captcha';

const config: AppConfig = { ...DEFAULT_APP_CONFIG };
vi.mock('../lib/app-config', async (original) => ({
  ...(await original<typeof import('../lib/app-config')>()),
  getAppConfig: () => config,
}));
// The real widget solves proof of work in workers; the browser journeys run it for real.
vi.mock('altcha', () => ({}));

class FakeAltcha extends HTMLElement {
  reset = vi.fn();
  emit(state: string, payload?: string) {
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
}
customElements.define('altcha-widget', FakeAltcha);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('Captcha', () => {
  test("'none' renders nothing and reports 'not-required', again after a reset", () => {
    config.captchaProvider = 'none';
    const onToken = vi.fn();
    const { container, rerender } = render(<Captcha onToken={onToken} />);
    expect(container.innerHTML).toBe('');
    expect(onToken).toHaveBeenLastCalledWith('not-required');
    rerender(<Captcha onToken={onToken} resetKey={1} />);
    expect(onToken).toHaveBeenCalledTimes(2);
  });

  test("'altcha' shows the widget with the challenge URL and reports its payload", async () => {
    config.captchaProvider = 'altcha';
    const onToken = vi.fn();
    const { container, rerender } = render(<Captcha onToken={onToken} />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    const widget = container.querySelector('altcha-widget') as unknown as FakeAltcha;
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    act(() => widget.emit('verifying'));
    expect(onToken).not.toHaveBeenCalled();
    act(() => widget.emit('verified', 'payload-1'));
    expect(onToken).toHaveBeenLastCalledWith('payload-1');
    act(() => widget.emit('expired'));
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    act(() => widget.emit('verified', 'payload-2'));
    rerender(<Captcha onToken={onToken} resetKey={1} />);
    expect(widget.reset).toHaveBeenCalled();
    expect(onToken).toHaveBeenLastCalledWith(undefined);
  });

  test("'altcha' asks for the hard challenge when told, in a widget built again", async () => {
    config.captchaProvider = 'altcha';
    const onToken = vi.fn();
    const { container, rerender } = render(<Captcha onToken={onToken} />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    act(() =>
      (container.querySelector('altcha-widget') as unknown as FakeAltcha).emit('verified', 'p'),
    );
    rerender(<Captcha onToken={onToken} hard />);
    await waitFor(() =>
      expect(container.querySelector('altcha-widget')?.getAttribute('challenge')).toBe(
        '/api/captcha/challenge?strength=hard',
      ),
    );
    // The easy answer solved before does not count for the hard challenge.
    expect(onToken).toHaveBeenLastCalledWith(undefined);
  });

  test("'altcha' waits until its form is near the screen or used (the home page's contact form)", async () => {
    config.captchaProvider = 'altcha';
    let reportVisible: ((visible: boolean) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportVisible = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const first = render(
      <form>
        <input aria-label="name" />
        <Captcha onToken={vi.fn()} />
      </form>,
    );
    act(() => reportVisible?.(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.container.querySelector('altcha-widget')).toBeNull();
    act(() => first.getByLabelText('name').focus());
    await waitFor(() => expect(first.container.querySelector('altcha-widget')).not.toBeNull());
    first.unmount();

    const second = render(<Captcha onToken={vi.fn()} />);
    expect(second.container.querySelector('altcha-widget')).toBeNull();
    act(() => reportVisible?.(true));
    await waitFor(() => expect(second.container.querySelector('altcha-widget')).not.toBeNull());
  });

  test('a change of language draws the widget again in the new language', async () => {
    config.captchaProvider = 'altcha';
    const onToken = vi.fn();
    const { container } = render(<Captcha onToken={onToken} />);
    const language = () => container.querySelector('altcha-widget')?.getAttribute('language');
    await waitFor(() => expect(language()).toBe('en'));
    act(() =>
      (container.querySelector('altcha-widget') as unknown as FakeAltcha).emit('verified', 'p-1'),
    );
    expect(onToken).toHaveBeenLastCalledWith('p-1');
    try {
      await act(() => i18next.changeLanguage('hi'));
      await waitFor(() => expect(language()).toBe('hi'));
      // The new widget is unsolved, and the form knows it.
      expect(onToken).toHaveBeenLastCalledWith(undefined);
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
    await waitFor(() => expect(language()).toBe('en'));
  });

  test('a hosted provider loads its script once, renders with the site key, reports tokens', async () => {
    config.captchaProvider = 'turnstile';
    config.captchaSiteKey = 'site-key-1';
    const render_ = vi.fn<(element: HTMLElement, options: Record<string, unknown>) => string>(
      () => 'widget-1',
    );
    const reset = vi.fn();
    const onToken = vi.fn();
    const { rerender } = render(<Captcha onToken={onToken} />);
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=kamaoCaptchaReady_turnstile',
    );
    vi.stubGlobal('turnstile', { render: render_, reset });
    await act(async () => {
      (window as unknown as Record<string, () => void>).kamaoCaptchaReady_turnstile!();
      await Promise.resolve();
    });
    await waitFor(() => expect(render_).toHaveBeenCalled());
    const options = render_.mock.calls[0]![1];
    expect(options.sitekey).toBe('site-key-1');
    expect(options.language).toBe('en');
    act(() => (options.callback as (token: string) => void)('token-1'));
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    act(() => (options['expired-callback'] as () => void)());
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    rerender(<Captcha onToken={onToken} resetKey={1} />);
    expect(reset).toHaveBeenCalledWith('widget-1');
  });
});

describe('Captcha in Hindi', () => {
  inHindi();

  test("'altcha' gets its Hindi words", async () => {
    config.captchaProvider = 'altcha';
    const { container } = render(<Captcha onToken={vi.fn()} />);
    await waitFor(() => expect(container.querySelector('altcha-widget')).not.toBeNull());
    expect(container.querySelector('altcha-widget')!.getAttribute('language')).toBe('hi');
  });

  test('a check that cannot load says so in Hindi', async () => {
    config.captchaProvider = 'hcaptcha';
    const { container } = render(<Captcha onToken={vi.fn()} />);
    act(() => document.head.querySelector('script')!.onerror?.(new Event('error')));
    await waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    expect(container.textContent).toBe(
      'इंसान होने की जाँच लोड नहीं हो सकी। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
    );
    expectNoEnglish();
  });

  // Turnstile takes its language as hCaptcha does, as a render option ('language', 'en' above).
  test('hosted widgets are told Hindi: hCaptcha when drawn, reCAPTCHA in its script', async () => {
    config.captchaProvider = 'hcaptcha';
    const render_ = vi.fn<(element: HTMLElement, options: Record<string, unknown>) => string>(
      () => 'widget',
    );
    vi.stubGlobal('hcaptcha', { render: render_, reset: vi.fn() });
    const view = render(<Captcha onToken={vi.fn()} />);
    await act(async () => {
      (window as unknown as Record<string, () => void>).kamaoCaptchaReady_hcaptcha!();
      await Promise.resolve();
    });
    await waitFor(() => expect(render_).toHaveBeenCalled());
    expect(render_.mock.calls[0]![1].hl).toBe('hi');
    view.unmount();
    config.captchaProvider = 'recaptcha';
    render(<Captcha onToken={vi.fn()} />);
    const script = [...document.head.querySelectorAll('script')].find((s) =>
      s.src.startsWith('https://www.google.com/recaptcha/api.js'),
    );
    expect(new URL(script!.src).searchParams.get('hl')).toBe('hi');
  });
});
