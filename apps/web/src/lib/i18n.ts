import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCodeOf } from '@kamao/contract/language';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';
import { readLocal, writeLocal } from './storage';

/**
 * The member's chosen language. i18next holds it and tells react-i18next's components when it
 * changes; the texts themselves are typed objects beside their code (lib/texts.ts,
 * docs/decisions/0016-texts-as-typed-objects.md), so no resources are loaded here. Initialised
 * synchronously on import, so the first render already knows the language.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const LANGUAGE_KEY = 'language';

function initialLanguage(): LanguageCode {
  const saved = languageCodeOf(readLocal(LANGUAGE_KEY)) ?? readLanguageCookie();
  if (saved) return saved;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    resources: {},
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
// The server learns the language from the cookie: one chosen before the cookie existed, or
// taken from the browser's language, is written there too.
writeLanguageCookie(languageCodeOf(i18next.language) ?? 'en');

/** The member's choice: kept in the app's storage and in the cookie the server reads. */
export function changeLanguage(language: LanguageCode): void {
  writeLocal(LANGUAGE_KEY, language);
  writeLanguageCookie(language);
  void i18next.changeLanguage(language);
}

export { i18next };
