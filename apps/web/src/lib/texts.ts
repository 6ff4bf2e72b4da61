import type { Translation } from '@kamao/contract/translation';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';

/**
 * A feature's texts in both languages (Hindi on every member screen: docs/product/languages.md).
 * The English side is the spec's words, verbatim; the Hindi side has the same shape, which the type
 * checks, so a text added in English without its Hindi does not compile.
 *
 * Components read them with useTexts, which re-renders on a language change; code outside a
 * render (a toast in a mutation callback, a schema's message) reads textsNow at the moment it
 * shows something.
 */
export type Texts<T> = Translation<T>;

export interface Bilingual<T> {
  readonly en: Texts<T>;
  readonly hi: Texts<T>;
}

export function bilingual<T>(en: T, hi: Texts<T>): Bilingual<T> {
  return { en: en as Texts<T>, hi };
}

function pick<T>(texts: Bilingual<T>, language: string | undefined): Texts<T> {
  return language === 'hi' ? texts.hi : texts.en;
}

/** The texts in the member's language; the component re-renders when it changes. */
export function useTexts<T>(texts: Bilingual<T>): Texts<T> {
  const { i18n } = useTranslation();
  return pick(texts, i18n.language);
}

/** The texts in the language chosen right now, for code that runs outside a render. */
export function textsNow<T>(texts: Bilingual<T>): Texts<T> {
  return pick(texts, i18next.language);
}

/** The Intl locale of the chosen language: dates and numbers as a member in India reads them. */
export function currentLocale(): 'hi-IN' | 'en-IN' {
  return i18next.language === 'hi' ? 'hi-IN' : 'en-IN';
}
