import { afterEach } from 'vitest';

/**
 * As Epic Stack has it (docs/style.md#tests): an unexpected console.error is a bug until proven
 * otherwise, here as in the server's tests (apps/server/src/test/setup.ts). console.error is
 * wrapped once for the whole run, not spied, so a test's own vi.restoreAllMocks() cannot take the
 * check away, and an error logged between two tests fails the next one.
 *
 * A test that expects an error says so by silencing it itself, e.g.
 *   vi.spyOn(console, 'error').mockImplementation(() => {});
 * (the spy sits in front of this wrapper, so what it swallows is not counted).
 */
const printError = console.error.bind(console);
let unexpected: unknown[][] = [];

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  printError(...args);
};

afterEach(() => {
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    const text = logged.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
