import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { WITHDRAW_TEXTS } from '@kamao/contract/wallet-texts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { i18next } from './i18n';
import { ApiError, errorMessageOf } from './api-client';
import {
  pairedEnglishTexts,
  patternOf,
  SERVER_TEXT_MODULES,
  translateServerText,
} from './server-texts';

/**
 * Exports of the contract's texts modules that no member reads: the postback answers go to the
 * networks' servers, the route is a path. Numbers (timings, sizes) are skipped by type.
 */
const NOT_MEMBER_TEXTS = new Set(['POSTBACK_REFUSALS', 'SHORTLINK_END_PAGE_ROUTE']);

const contractTexts = import.meta.glob<Record<string, unknown>>(
  '/packages/contract/src/*-texts.ts',
  { eager: true },
);

type TextFunction = (...args: unknown[]) => string;

/** Every pair of functions in the table, found by walking the modules as the table does. */
function functionPairs(): [name: string, en: TextFunction, hi: TextFunction][] {
  const pairs: [string, TextFunction, TextFunction][] = [];
  const walk = (name: string, en: unknown, hi: unknown) => {
    // Exports without Hindi (a module's schemas beside its texts) are not texts.
    if (hi === undefined) return;
    if (typeof en === 'function') pairs.push([name, en as TextFunction, hi as TextFunction]);
    else if (typeof en === 'object' && en !== null) {
      for (const [key, value] of Object.entries(en)) {
        walk(`${name}.${key}`, value, (hi as Record<string, unknown>)[key]);
      }
    }
  };
  for (const [en, hi] of SERVER_TEXT_MODULES) {
    for (const [name, value] of Object.entries(en)) {
      walk(name, value, (hi as Record<string, unknown>)[`${name}_HI`]);
    }
  }
  return pairs;
}

describe('the server texts in Hindi', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('hi');
  });
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  test('a fixed text is its Hindi sibling', () => {
    expect(translateServerText('Invalid details')).toBe('गलत जानकारी');
    expect(translateServerText(WITHDRAW_TEXTS.bindPaymentInfo)).toBe(
      'निकासी के लिए कृपया पहले अपनी भुगतान जानकारी जोड़ें।',
    );
  });

  test('a text made with one argument gives the argument to the Hindi', () => {
    expect(translateServerText(WITHDRAW_TEXTS.insufficientBalance('120.500'))).toBe(
      'आपका उपलब्ध बैलेंस ₹120.500 है। कृपया सही राशि डालें।',
    );
    expect(translateServerText(AUTH_TEXTS.accountLocked(15))).toBe(
      'लॉग इन की बहुत ज़्यादा कोशिशें गलत रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
  });

  test('a text made with two arguments gives each to its place', () => {
    expect(translateServerText(WITHDRAW_TEXTS.minimumAmount('UPI', '50.000'))).toBe(
      'UPI के लिए न्यूनतम निकासी राशि ₹50.000 है। कृपया सही राशि डालें।',
    );
  });

  test('an unknown text is shown as it came', () => {
    expect(translateServerText('Paid within 24 hours')).toBe('Paid within 24 hours');
    expect(translateServerText('')).toBe('');
  });

  test('every function of the table can be recognised and gives back its arguments', () => {
    const pairs = functionPairs();
    expect(pairs.length).toBeGreaterThan(3);
    for (const [name, en, hi] of pairs) {
      const pattern = patternOf(en);
      expect(pattern, name).not.toBeNull();
      // A pattern of nothing but arguments would swallow every text.
      expect(pattern!.source.replace(/\(\?<a\d+>\[\\s\\S\]\+\?\)|\\k<a\d+>/g, ''), name).not.toBe(
        '^$',
      );
      const args = Array.from({ length: en.length }, (_, index) => `${index + 7}.250`);
      expect(translateServerText(en(...args)), name).toBe(hi(...args));
    }
  });

  test('a function that is mostly its arguments gets no pattern, so it cannot swallow texts', () => {
    const text = (make: (a: string, b: string) => string) => make as unknown as TextFunction;
    expect(patternOf(text((a, b) => `${a}: ${b}`))).toBeNull();
    expect(patternOf(text((a) => `Your code ${a} is fine.`))).not.toBeNull();
  });

  test('errorMessageOf shows the server text, and each item of a list, in Hindi', () => {
    const one = new ApiError(400, 'Invalid details');
    expect(errorMessageOf(one, 'fallback')).toBe('गलत जानकारी');
    const list = new ApiError(400, 'Name is required Email is required!', {
      messages: ['Name is required', 'Email is required!'],
    });
    expect(errorMessageOf(list, 'fallback')).toBe('नाम डालना ज़रूरी है ईमेल डालना ज़रूरी है!');
  });
});

describe('the server texts in English', () => {
  test('are shown as they came', () => {
    expect(i18next.language).not.toBe('hi');
    expect(translateServerText('Invalid details')).toBe('Invalid details');
    const text = WITHDRAW_TEXTS.minimumAmount('UPI', '50.000');
    expect(translateServerText(text)).toBe(text);
    expect(errorMessageOf(new ApiError(400, 'Invalid details'), 'x')).toBe('Invalid details');
  });
});

describe('the table', () => {
  test('knows every texts module of the contract', () => {
    expect(Object.keys(contractTexts).length).toBeGreaterThan(5);
  });

  // A text added to a contract *-texts.ts without its Hindi, or a new *-texts.ts not added to
  // SERVER_TEXT_MODULES, fails here: the member would read it in English.
  test.each(Object.entries(contractTexts))('pairs every member text of %s', (_, module) => {
    const paired = pairedEnglishTexts();
    const missing = Object.entries(module)
      .filter(([name, value]) => !NOT_MEMBER_TEXTS.has(name) && typeof value !== 'number')
      .filter(([, value]) => !paired.has(value))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
