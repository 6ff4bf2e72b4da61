/**
 * The public settings the server writes into index.html (`<meta name="app-config">`), read
 * once, synchronously, before the first render. Under `vite` dev the placeholder stays in place
 * and the defaults apply. Nothing secret ever reaches this object (the server whitelists it).
 */
export interface AppConfig {
  siteName: string;
  /** Digits with the country code, for wa.me links; empty when the operator set none. */
  supportPhone: string;
  googleClientConfigured: boolean;
  captchaProvider: string;
  captchaSiteKey: string;
  channelConfigured: boolean;
  /** base64url of the 32-byte key that seals login, signup and forgot-password payloads. */
  payloadKey: string;
  /** The YouTube player script (IFrame API) of the youtube ad page. */
  youtubeIframeApiUrl: string;
}

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = {
  siteName: 'Kamao',
  supportPhone: '',
  googleClientConfigured: false,
  captchaProvider: 'altcha',
  captchaSiteKey: '',
  channelConfigured: false,
  payloadKey: '',
  youtubeIframeApiUrl: 'https://www.youtube.com/iframe_api',
};

const PLACEHOLDER = '__APP_CONFIG__';

function pick<T extends string | boolean>(value: unknown, fallback: T): T {
  return typeof value === typeof fallback ? (value as T) : fallback;
}

/** Reads and checks the meta tag; any missing, unreplaced or malformed value falls back. */
export function readAppConfig(doc: Document = document): AppConfig {
  const content = doc.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content || content === PLACEHOLDER) return { ...DEFAULT_APP_CONFIG };
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return { ...DEFAULT_APP_CONFIG };
  }
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_APP_CONFIG };
  const value = raw as Record<string, unknown>;
  const d = DEFAULT_APP_CONFIG;
  const siteName = pick(value.siteName, d.siteName).trim() || d.siteName;
  // Only digits go into a wa.me link.
  const supportPhone = pick(value.supportPhone, d.supportPhone).replace(/\D/g, '');
  return {
    siteName,
    supportPhone,
    googleClientConfigured: pick(value.googleClientConfigured, d.googleClientConfigured),
    captchaProvider: pick(value.captchaProvider, d.captchaProvider),
    captchaSiteKey: pick(value.captchaSiteKey, d.captchaSiteKey),
    channelConfigured: pick(value.channelConfigured, d.channelConfigured),
    payloadKey: pick(value.payloadKey, d.payloadKey),
    youtubeIframeApiUrl: pick(value.youtubeIframeApiUrl, d.youtubeIframeApiUrl),
  };
}

let cached: AppConfig | undefined;

/** The page's configuration, read on first use. */
export function getAppConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
