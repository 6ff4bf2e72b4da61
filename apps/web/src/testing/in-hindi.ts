import { afterEach, beforeEach, expect } from 'vitest';
import { i18next } from '../lib/i18n';
import { englishLeftIn, WORDS_KEPT_IN_HINDI } from './english-left';

/** Runs each test of the calling describe block with Hindi chosen, and English again after. */
export function inHindi(): void {
  beforeEach(async () => {
    await i18next.changeLanguage('hi');
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });
}

/** Fails, naming the texts, when the element shows any English a member would read. */
export function expectNoEnglish(root: Element = document.body): void {
  expect(englishLeftIn(root, WORDS_KEPT_IN_HINDI)).toEqual([]);
}
