import { afterEach, vi } from 'vitest';

// STYLE.md (Epic Stack): an unexpected console.error is a bug until proven otherwise.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});
