import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, languageCodeOf } from './language';

describe('the chosen language as the cookie names it', () => {
  it('is one of the site’s languages, or none', () => {
    for (const code of LANGUAGE_CODES) expect(languageCodeOf(code)).toBe(code);
    for (const other of ['', 'HI', 'fr', 'hi-IN', undefined, null, 1]) {
      expect(languageCodeOf(other)).toBeNull();
    }
  });
});
