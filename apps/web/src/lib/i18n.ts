import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, hi } from './i18n-resources';
import { readLocal, writeLocal } from './storage';

/**
 * English and Hindi for the shell's own texts (docs/product/languages.md). Initialised
 * synchronously on import, resources bundled, so the first render already has its words.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'language';

function initialLanguage(): LanguageCode {
  const saved = readLocal(LANGUAGE_KEY);
  if (saved === 'en' || saved === 'hi') return saved;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, hi: { translation: hi } },
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(i18next.language);
i18next.on('languageChanged', applyDocumentLanguage);

export function changeLanguage(language: LanguageCode): void {
  writeLocal(LANGUAGE_KEY, language);
  void i18next.changeLanguage(language);
}

export { i18next };
