import { afterEach, vi } from 'vitest';

// As Epic Stack has it (docs/style.md#tests): an unexpected console.error is a bug until proven
// otherwise.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});
