import { defineConfig } from 'vitest/config';

// Browser journeys against the real server: one server for the run (global setup), files one
// after the other in a single fork, long timeouts (a cold Chromium on 2 shared cores is slow).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
