import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FooterData } from '@kamao/contract/api-site';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkLoginQueryOptions } from '../../lib/auth';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The footer after the shell's login check answered with `footer` (or before any answer). */
async function renderFooter(footer?: FooterData) {
  const asked: string[] = [];
  installFakeApi({
    '/checkLogin_for_navBar': (request) => {
      asked.push(new URL(request.url).search);
      return ok({ msg: { isLogin: false, ...(footer && { footer_data: footer }) } });
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (footer) await client.fetchQuery(checkLoginQueryOptions());
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { asked, footer: screen.getByRole('contentinfo') };
}

const outsideLinks = (footer: HTMLElement) =>
  within(footer)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('http'));

describe('the footer', () => {
  test("shows the spec's 4.3 of 5 and no outside link before the operator sets any", async () => {
    const { asked, footer } = await renderFooter({ rating: 4.3, socialLinks: [] });
    expect(asked).toEqual(['?footer=true']);
    expect(within(footer).getByText('4.3 / 5')).toBeTruthy();
    expect(within(footer).getByText('Rated 4.3 out of 5')).toBeTruthy();
    expect(outsideLinks(footer)).toEqual([]);
    expect(within(footer).queryByText('Read our reviews', { exact: false })).toBeNull();
    expect(within(footer).queryByRole('heading', { name: 'Follow us' })).toBeNull();
  });

  test('keeps the default rating while the login check has not answered', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByText('4.3 / 5')).toBeTruthy();
    expect(outsideLinks(footer)).toEqual([]);
  });

  test('links the networks the operator set, each named, and hides the others', async () => {
    const { footer } = await renderFooter({
      rating: 4.3,
      socialLinks: [
        { network: 'x', url: 'https://x.com/kamao' },
        { network: 'youtube', url: 'https://www.youtube.com/@kamao' },
        { network: 'facebook', url: 'javascript:alert(1)' },
      ],
    });
    expect(within(footer).getByRole('heading', { name: 'Follow us' })).toBeTruthy();
    const x = within(footer).getByRole('link', { name: 'X (opens in a new tab)' });
    expect(x.getAttribute('href')).toBe('https://x.com/kamao');
    expect(x.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(footer)
        .getByRole('link', { name: 'YouTube (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.youtube.com/@kamao');
    // Not set, or not a web address: nothing in its place.
    for (const name of [/Facebook/, /Instagram/, /LinkedIn/, /Telegram/]) {
      expect(within(footer).queryByRole('link', { name })).toBeNull();
    }
    expect(outsideLinks(footer)).toEqual(['https://x.com/kamao', 'https://www.youtube.com/@kamao']);
  });

  test("names the review link by its visible text and shows the operator's rating", async () => {
    const { footer } = await renderFooter({
      rating: 4.5,
      reviewUrl: 'https://www.trustpilot.com/review/kamao.example',
      socialLinks: [],
    });
    const review = within(footer).getByRole('link', {
      name: '4.5 / 5 · Read our reviews (opens in a new tab)',
    });
    expect(review.getAttribute('href')).toBe('https://www.trustpilot.com/review/kamao.example');
    expect(review.hasAttribute('aria-label')).toBe(false);
    expect(within(review).getByText('4.5 / 5 · Read our reviews')).toBeTruthy();
  });

  test('gives every footer link and button a 44 px tap target', async () => {
    const { footer } = await renderFooter({
      rating: 4.3,
      reviewUrl: 'https://reviews.example/kamao',
      socialLinks: [{ network: 'telegram', url: 'https://t.me/kamao' }],
    });
    const targets = [
      ...within(footer).getAllByRole('link'),
      ...within(footer).getAllByRole('button'),
    ];
    expect(targets.length).toBeGreaterThan(8);
    for (const target of targets) {
      expect(target.className, target.textContent ?? '').toMatch(/\b(min-h-11|size-11)\b/);
    }
  });
});

describe('the footer in Hindi', () => {
  inHindi();

  test('the links, the rating and every network are named in Hindi; English keeps its own name', async () => {
    const { footer } = await renderFooter({
      rating: 4.3,
      reviewUrl: 'https://reviews.example/kamao',
      socialLinks: [
        { network: 'facebook', url: 'https://facebook.com/kamao' },
        { network: 'x', url: 'https://x.com/kamao' },
        { network: 'instagram', url: 'https://instagram.com/kamao' },
        { network: 'linkedin', url: 'https://linkedin.com/company/kamao' },
        { network: 'telegram', url: 'https://t.me/kamao' },
        { network: 'youtube', url: 'https://youtube.com/@kamao' },
      ],
    });
    expect(within(footer).getByRole('link', { name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'सवाल-जवाब' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'English' })).toBeTruthy();
    expectNoEnglish();
  });
});
