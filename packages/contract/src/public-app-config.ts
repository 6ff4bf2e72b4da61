import { z } from 'zod';

/**
 * The settings the browser may know, written by the server into index.html
 * (`<meta name="app-config">`) and read by the web app before its first render. A whitelist:
 * nothing secret goes here (Epic Stack's "only a whitelist of settings reaches the client").
 */
export const publicAppConfigSchema = z.object({
  siteName: z.string(),
  /** Digits with the country code, for wa.me links; empty when the operator set none. */
  supportPhone: z.string(),
  googleClientConfigured: z.boolean(),
  captchaProvider: z.string(),
  captchaSiteKey: z.string(),
  channelConfigured: z.boolean(),
  /**
   * The AES-256-GCM key of sealed payloads (PAYLOAD_KEY: base64url of 32 bytes, its own value).
   * Public by design: sealing is obfuscation for the spec's client, not security
   * (docs/design.md#the-api-and-its-contract).
   */
  payloadKey: z.string(),
  /** The YouTube player script (IFrame API) of the youtube ad page (YOUTUBE_IFRAME_API_URL). */
  youtubeIframeApiUrl: z.string(),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;

/** What index.html holds in place of the config until the server writes it in. */
export const APP_CONFIG_PLACEHOLDER = '__APP_CONFIG__';
