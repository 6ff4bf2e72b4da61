import { useEffect, useEffectEvent, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { getAppConfig } from '../lib/app-config';
import { useNearScreen } from '../lib/use-near-screen';

/**
 * The human check of the login, signup and contact forms (docs/product/accounts.md#signup). The
 * provider comes from the public config: 'altcha' (self-hosted proof of work, the default),
 * 'turnstile', 'recaptcha', 'hcaptcha', or 'none'. The form learns the answer through onToken: a
 * token once solved, undefined when it expires or is reset. Changing resetKey (after a failed
 * submit) resets the widget, since each answer is accepted once.
 */
export interface CaptchaProps {
  onToken: (token: string | undefined) => void;
  resetKey?: number;
  /**
   * The login of an account that is being guessed asks for the harder challenge (more work for
   * the browser). Only the built-in captcha has one; the hosted ones stay as they are.
   */
  hard?: boolean;
}

/** What the form sends as captcha_token when the site runs without a captcha. */
export const CAPTCHA_NOT_REQUIRED = 'not-required';

export const ALTCHA_CHALLENGE_URL = '/api/captcha/challenge';
export const ALTCHA_HARD_CHALLENGE_URL = `${ALTCHA_CHALLENGE_URL}?strength=hard`;

export function Captcha({ onToken, resetKey = 0, hard = false }: CaptchaProps): JSX.Element | null {
  const { captchaProvider, captchaSiteKey } = getAppConfig();
  const report = useEffectEvent((token: string | undefined) => onToken(token));

  useEffect(() => {
    if (captchaProvider === 'none') report(CAPTCHA_NOT_REQUIRED);
  }, [captchaProvider, resetKey]);

  if (captchaProvider === 'none') return null;
  if (captchaProvider === 'altcha') {
    return <AltchaCaptcha onToken={onToken} resetKey={resetKey} hard={hard} />;
  }
  const hosted = HOSTED_CAPTCHAS[captchaProvider];
  if (!hosted) return null;
  return (
    <HostedCaptcha
      provider={hosted}
      siteKey={captchaSiteKey}
      onToken={onToken}
      resetKey={resetKey}
    />
  );
}

// ---- ALTCHA ----

interface AltchaElement extends HTMLElement {
  reset?: () => void;
}

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

/** How close to the screen the widget's place must come before its code loads. */
const ALTCHA_LOAD_MARGIN = '200px';

function AltchaCaptcha({ onToken, resetKey, hard }: Required<CaptchaProps>) {
  const holder = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const [failed, setFailed] = useState(false);
  const report = useEffectEvent((token: string | undefined) => onToken(token));
  // The home page's contact form sits far below the first screen: a visit that never scrolls
  // there never loads the widget, which keeps the first visit light.
  const needed = useNearScreen(holder, ALTCHA_LOAD_MARGIN);
  const hindi = useTranslation().i18n.language === 'hi';

  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    let element: AltchaElement | null = null;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) report(detail.payload);
      else if (detail.state !== 'verifying') report(undefined);
    };
    // The widget's code (about 100 kB) loads only once a form needs it (useNearScreen); its
    // Hindi words (4 kB) only for a member who reads Hindi. A change of language, or to the hard
    // challenge, builds the widget again.
    Promise.all([import('altcha'), hindi ? import('altcha/i18n/hi') : null])
      .then(() => {
        if (cancelled || !holder.current) return;
        element = document.createElement('altcha-widget') as AltchaElement;
        element.setAttribute('language', hindi ? 'hi' : 'en');
        element.setAttribute('challenge', hard ? ALTCHA_HARD_CHALLENGE_URL : ALTCHA_CHALLENGE_URL);
        element.setAttribute('name', 'captcha_token');
        element.addEventListener('statechange', onState);
        holder.current.replaceChildren(element);
        widget.current = element;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', onState);
      element?.remove();
      widget.current = null;
      // A widget drawn again (the other language) starts unsolved, and so does the form.
      if (element) report(undefined);
    };
  }, [needed, hindi, hard]);

  useEffect(() => {
    if (resetKey === 0) return;
    widget.current?.reset?.();
    report(undefined);
  }, [resetKey]);

  return (
    // 78 px, the tallest widget's (reCAPTCHA's, hCaptcha's): the page does not move when it
    // comes, nor when the app takes over a login page painted from the HTML.
    <div className="min-h-[4.875rem]" data-testid="captcha">
      <div ref={holder} />
      {failed && <CaptchaLoadError />}
    </div>
  );
}

// ---- Hosted providers: Turnstile, reCAPTCHA, hCaptcha ----

interface HostedApi {
  render: (element: HTMLElement, options: Record<string, unknown>) => string | number;
  reset: (id?: string | number) => void;
  remove?: (id?: string | number) => void;
}

interface HostedProvider {
  script: string;
  /** The global the script defines once ready. */
  global: 'turnstile' | 'grecaptcha' | 'hcaptcha';
  /**
   * How the widget is told the member's language ('en' or 'hi', both supported by all three):
   * a render option, or for reCAPTCHA only a parameter of its script, so there the language
   * of the page's first widget stays for the page's life.
   */
  language: { renderOption: string } | { scriptParameter: string };
}

export const HOSTED_CAPTCHAS: Record<string, HostedProvider> = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    global: 'turnstile',
    language: { renderOption: 'language' },
  },
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js',
    global: 'grecaptcha',
    language: { scriptParameter: 'hl' },
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js',
    global: 'hcaptcha',
    language: { renderOption: 'hl' },
  },
};

const scriptLoads = new Map<string, Promise<HostedApi>>();

/** Loads a provider's script once per page, in explicit-render mode. */
export function loadHostedCaptcha(provider: HostedProvider, language: string): Promise<HostedApi> {
  const known = scriptLoads.get(provider.script);
  if (known) return known;
  const loading = new Promise<HostedApi>((resolve, reject) => {
    const callback = `kamaoCaptchaReady_${provider.global}`;
    const globals = window as unknown as Record<string, unknown>;
    globals[callback] = () => {
      const api = globals[provider.global] as HostedApi | undefined;
      if (api) resolve(api);
      else reject(new Error('captcha script loaded without its API'));
    };
    const script = document.createElement('script');
    const languageParameter =
      'scriptParameter' in provider.language
        ? `&${provider.language.scriptParameter}=${language}`
        : '';
    script.src = `${provider.script}?render=explicit&onload=${callback}${languageParameter}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      scriptLoads.delete(provider.script);
      reject(new Error('captcha script failed to load'));
    };
    document.head.append(script);
  });
  scriptLoads.set(provider.script, loading);
  return loading;
}

function HostedCaptcha({
  provider,
  siteKey,
  onToken,
  resetKey,
}: Omit<Required<CaptchaProps>, 'hard'> & { provider: HostedProvider; siteKey: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const api = useRef<{ api: HostedApi; id: string | number } | null>(null);
  const [failed, setFailed] = useState(false);
  const report = useEffectEvent((token: string | undefined) => onToken(token));
  const language = useTranslation().i18n.language === 'hi' ? 'hi' : 'en';

  useEffect(() => {
    let cancelled = false;
    loadHostedCaptcha(provider, language)
      .then((loaded) => {
        if (cancelled || !holder.current) return;
        const target = document.createElement('div');
        holder.current.replaceChildren(target);
        const id = loaded.render(target, {
          sitekey: siteKey,
          ...('renderOption' in provider.language
            ? { [provider.language.renderOption]: language }
            : {}),
          callback: (token: string) => report(token),
          'expired-callback': () => report(undefined),
          'error-callback': () => report(undefined),
        });
        api.current = { api: loaded, id };
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      const current = api.current;
      api.current = null;
      try {
        current?.api.remove?.(current.id);
      } catch {
        // The widget went with its element.
      }
      // A widget drawn again (the other language) starts unsolved, and so does the form.
      if (current) report(undefined);
    };
  }, [provider, siteKey, language]);

  useEffect(() => {
    if (resetKey === 0) return;
    const current = api.current;
    try {
      current?.api.reset(current.id);
    } catch {
      // Not rendered yet: nothing to reset.
    }
    report(undefined);
  }, [resetKey]);

  return (
    <div className="min-h-[4.875rem]" data-testid="captcha">
      <div ref={holder} />
      {failed && <CaptchaLoadError />}
    </div>
  );
}

function CaptchaLoadError() {
  const common = useTexts(COMMON_TEXTS);
  return (
    <p role="alert" className="text-sm text-red-600">
      {common.captcha.loadFailed}
    </p>
  );
}
