import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: pure contract code, the server (API + ledger against a
// database chosen by TEST_DATABASE_URL), the web client's units in jsdom and the repository's
// own tools (the local ESLint rules).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Files share the loaded modules: each builds its own app on its own database, and
          // loading the server afresh for each of a hundred files cost minutes of every run.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: ['apps/server/src/test/setup.ts'],
          globalSetup: ['apps/server/src/test/database-template.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'tools',
          include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
