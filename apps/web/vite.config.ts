import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [
    prefix,
    { target: API_ORIGIN, ws: prefix === '/socket.io' } satisfies ProxyOptions,
  ]),
);

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
