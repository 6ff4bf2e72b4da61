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
          // `npm run test:server` runs it with --no-isolate (package.json): its files share one
          // process and its loaded modules, each building its own app on its own database, where
          // loading the server afresh for each of a hundred files cost minutes of every run.
          // The worker pool is the run's, not a project's: the web units, which mock modules
          // file by file, keep their own processes in their own run.
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
