import { afterEach, describe, expect, test } from 'vitest';
import { changeLanguage, i18next } from './i18n';
import { readLanguageCookie } from './language-cookie';

afterEach(() => {
  changeLanguage('en');
});

describe('the chosen language as a cookie', () => {
  test('is written when the app starts, so the server knows the language of a first visit', () => {
    expect(readLanguageCookie()).toBe(i18next.language);
  });

  test('follows the member’s choice, beside the app’s storage', () => {
    changeLanguage('hi');
    expect(document.cookie).toContain('language=hi');
    expect(readLanguageCookie()).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    changeLanguage('en');
    expect(readLanguageCookie()).toBe('en');
  });
});
