import { describe, expect, it } from 'vitest';
import { adminShortenerUpdateSchema } from './shorteners.ts';

describe("a shortener's how-to-complete link", () => {
  it.each(['', 'https://help.example.com/short-links', '/#FAQs', '/contact-us'])(
    'takes %j: nothing, an http(s) address or a page of this site',
    (howToCompleteUrl) => {
      expect(adminShortenerUpdateSchema.safeParse({ howToCompleteUrl }).success).toBe(true);
    },
  );

  it.each(['//evil.example/help', 'javascript:alert(1)', 'help page', '/with space'])(
    'refuses %j, which would leave the site or is no address',
    (howToCompleteUrl) => {
      expect(adminShortenerUpdateSchema.safeParse({ howToCompleteUrl }).success).toBe(false);
    },
  );
});
