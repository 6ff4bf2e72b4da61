import { describe, expect, test } from 'vitest';
import { DEFAULT_APP_CONFIG, readAppConfig } from './app-config';

function documentWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'app-config';
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

describe('app config from the meta tag', () => {
  test('reads the settings the server wrote', () => {
    const config = readAppConfig(
      documentWith(
        JSON.stringify({
          siteName: 'Kamao',
          supportPhone: '919876543210',
          googleClientConfigured: true,
          captchaProvider: 'turnstile',
        }),
      ),
    );
    expect(config.supportPhone).toBe('919876543210');
    expect(config.googleClientConfigured).toBe(true);
    expect(config.captchaProvider).toBe('turnstile');
  });

  test('keeps the defaults when the placeholder was not replaced (vite dev)', () => {
    expect(readAppConfig(documentWith('__APP_CONFIG__'))).toEqual(DEFAULT_APP_CONFIG);
  });

  test('keeps the defaults without a tag or with malformed JSON', () => {
    expect(readAppConfig(documentWith(null))).toEqual(DEFAULT_APP_CONFIG);
    expect(readAppConfig(documentWith('{oops'))).toEqual(DEFAULT_APP_CONFIG);
  });

  test('ignores values of the wrong type and keeps only digits of the phone', () => {
    const config = readAppConfig(
      documentWith(JSON.stringify({ siteName: 42, supportPhone: '+91 98765-43210' })),
    );
    expect(config.siteName).toBe('Kamao');
    expect(config.supportPhone).toBe('919876543210');
  });
});
