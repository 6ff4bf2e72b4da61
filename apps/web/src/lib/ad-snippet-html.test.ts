import { describe, expect, test } from 'vitest';
import { sanitizeAdSnippet } from './ad-snippet-html';

describe('the ad snippet sanitiser', () => {
  test('keeps an ad network loader tag and its slot', () => {
    const tag =
      '<ins class="adsbygoogle" data-ad-client="ca-pub-1"></ins><script async src="https://ads.example.com/tag.js"></script>';
    const clean = sanitizeAdSnippet(tag);
    expect(clean).toContain('<script async="" src="https://ads.example.com/tag.js"></script>');
    expect(clean).toContain('data-ad-client="ca-pub-1"');
  });

  test('drops inline scripts, handlers and scripts from anywhere but an https host', () => {
    const clean = sanitizeAdSnippet(
      [
        '<script>alert(1)</script>',
        '<script src="http://ads.example.com/x.js"></script>',
        '<script src="https://*.example.com/x.js"></script>',
        '<script src="javascript:alert(1)"></script>',
        '<img src="x" onerror="alert(1)">',
        '<div>Ad</div>',
      ].join(''),
    );
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('onerror');
    expect(clean).toContain('<div>Ad</div>');
  });

  test('leaves the site-wide sanitiser as it was', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeAdSnippet('<script src="https://ads.example.com/x.js"></script>');
    expect(DOMPurify.sanitize('<script src="https://ads.example.com/x.js"></script>')).toBe('');
  });
});
