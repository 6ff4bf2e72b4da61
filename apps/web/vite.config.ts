import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint } from './vite-first-paint.ts';
import { firstVisitPrecache } from './vite-first-visit.ts';
import { precompressBuild } from './vite-precompress.ts';

// The server (apps/server) answers these prefixes; in `vite` dev and `vite preview` they are
// forwarded to it so the browser sees one origin, as in production. The list mirrors the
// server's API_PREFIXES (apps/server/src/plugins/web-app.ts); Node 20 cannot import the
// contract's TypeScript from this config file.
const API_PREFIXES = [
  '/userRoute',
  '/userAmount',
  '/userIncomeRoute',
  '/advertiserRoute',
  '/userMessageRoute',
  '/checkLogin_for_navBar',
  '/healthz',
  '/api',
  '/auth',
  '/postback',
  '/socket.io',
];

const API_ORIGIN = 'http://localhost:3000';

// The ad pages (the contract's waitRedirecting, iframeAd, youtubeAd, shortLinkLastPage and
// shortLinkInterstitial) and a task wall's page. The server sends them a content security policy
// of their own that lets the ad networks' and YouTube's scripts run, or frames the walls only
// (apps/server/src/plugins/security-headers.ts); the cached '/' carries the site's policy, so
// the service worker must leave these navigations to the network.
const AD_PAGES =
  /^\/member\/(?:waitRedirecting|iframe|youtube|last-page|short|task-wall\/[^/?]+)(?:\/|\?|$)/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Brand colours (emerald-700 on white), as in index.html's theme-color. */
const THEME_COLOR = '#047857';
const BACKGROUND_COLOR = '#ffffff';

/**
 * Installing the site as an app (docs/product/common.md#install-prompt-and-online-banner): a web
 * app manifest and a Workbox service worker that precaches the built files so the app shell opens
 * offline.
 *
 * - Navigations fall back to the precached '/', not to dist/index.html: the server writes the
 *   public config into the page it serves at '/' (the raw file still holds the placeholder).
 *   Each build gives '/' a new revision, so a release refreshes it with everything else.
 * - The precache holds the app shell and the pages a visitor reaches first (vite-first-visit.ts),
 *   not the whole build; any other hashed file under /assets is kept the first time a page
 *   loads it (cache first: a hashed name never changes its content).
 * - The API is never answered by the service worker: its prefixes are off the navigation
 *   fallback and the only runtime caching is of /assets, so balances and every other answer
 *   always come from the server, never from a cache.
 * - Nor are the ad pages, whose security policy differs from the site's (AD_PAGES).
 */
const BUILD_REVISION = Date.now().toString(36);

const firstVisit = firstVisitPrecache();

const pwa = VitePWA({
  registerType: 'autoUpdate',
  // main.tsx registers it through virtual:pwa-register.
  injectRegister: false,
  includeAssets: [
    'favicon.ico',
    'favicon.svg',
    'favicon-48x48.png',
    'apple-touch-icon-180x180.png',
  ],
  manifest: {
    id: '/',
    name: 'Kamao',
    short_name: 'Kamao',
    description: 'Earn rupees from ads, short links, task walls, referrals and games.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['finance', 'lifestyle'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,woff2,webmanifest}'],
    globIgnores: ['index.html'],
    manifestTransforms: [firstVisit.manifestTransform],
    additionalManifestEntries: [{ url: '/', revision: BUILD_REVISION }],
    navigateFallback: '/',
    navigateFallbackDenylist: [
      ...API_PREFIXES.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}(?:/|\\?|$)`)),
      AD_PAGES,
    ],
    runtimeCaching: [
      {
        // Same origin only: a cross-origin URL must match from its first character.
        urlPattern: /\/assets\/[^/?]+\.(?:js|css|woff2|png|svg)$/,
        handler: 'CacheFirst',
        options: {
          cacheName: 'assets',
          expiration: {
            maxEntries: 200,
            maxAgeSeconds: 60 * 60 * 24 * 365,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [
    prefix,
    { target: API_ORIGIN, ws: prefix === '/socket.io' } satisfies ProxyOptions,
  ]),
);

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaint(), firstVisit.plugin, pwa, precompressBuild()],
  build: {
    // apps/web/dist is what the server serves.
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Libraries every screen needs, in chunks of their own: they change less often than
        // our code, so a release does not make phones download them again.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) {
            return 'vendor-react';
          }
          if (/node_modules\/(@tanstack|zod|i18next|react-i18next)\//.test(id)) {
            return 'vendor-data';
          }
          return undefined;
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
