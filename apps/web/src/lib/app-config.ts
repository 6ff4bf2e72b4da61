import {
  APP_CONFIG_PLACEHOLDER,
  publicAppConfigSchema,
  type PublicAppConfig,
} from '@kamao/contract/public-app-config';

/**
 * The public settings the server writes into index.html (`<meta name="app-config">`), read
 * once, synchronously, before the first render. Under `vite` dev the placeholder stays in place
 * and the defaults apply. Nothing secret ever reaches this object (the server whitelists it).
 * The shape is the contract's, so the server writes what this reads.
 */
export type AppConfig = PublicAppConfig;

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

/** One setting checked by the contract's schema, or its default. */
function pick<K extends keyof AppConfig>(value: Record<string, unknown>, key: K): AppConfig[K] {
  const parsed = publicAppConfigSchema.shape[key].safeParse(value[key]);
  return parsed.success ? (parsed.data as AppConfig[K]) : DEFAULT_APP_CONFIG[key];
}

/** Reads and checks the meta tag; any missing, unreplaced or malformed value falls back. */
export function readAppConfig(doc: Document = document): AppConfig {
  const content = doc.querySelector('meta[name="app-config"]')?.getAttribute('content');
  if (!content || content === APP_CONFIG_PLACEHOLDER) return { ...DEFAULT_APP_CONFIG };
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return { ...DEFAULT_APP_CONFIG };
  }
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_APP_CONFIG };
  const value = raw as Record<string, unknown>;
  const siteName = pick(value, 'siteName').trim() || DEFAULT_APP_CONFIG.siteName;
  // Only digits go into a wa.me link.
  const supportPhone = pick(value, 'supportPhone').replace(/\D/g, '');
  return {
    siteName,
    supportPhone,
    googleClientConfigured: pick(value, 'googleClientConfigured'),
    captchaProvider: pick(value, 'captchaProvider'),
    captchaSiteKey: pick(value, 'captchaSiteKey'),
    channelConfigured: pick(value, 'channelConfigured'),
    payloadKey: pick(value, 'payloadKey'),
    youtubeIframeApiUrl: pick(value, 'youtubeIframeApiUrl'),
  };
}

let cached: AppConfig | undefined;

/** The page's configuration, read on first use. */
export function getAppConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
