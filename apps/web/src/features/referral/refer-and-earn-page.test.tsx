import { i18next } from '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { ReferAndEarnPage } from './refer-and-earn-page';
import { inviteLinkParts } from './referral-texts';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const rows = Array.from({ length: 7 }, (_, index) => ({
  userName: `friend${index + 1}`,
  income: index + 0.5,
  date: `2026-11-0${index + 1}`,
}));

function data(referral_data = rows, userName = 'demo') {
  return {
    userName,
    available_balance: 10,
    referral_data,
    other_data_referralRate: {
      referralRate: 0.07,
      referralPageText: '<b>Share your link</b><img src=x onerror="window.hacked=1">',
    },
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReferAndEarnPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Refer and earn page', () => {
  test('shows the rate as a percent, the sanitised text and the invite link', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    expect(await screen.findByText('7%')).toBeTruthy();
    expect(screen.getByText('Share your link')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/signup/ref/demo`,
    );
  });

  test('the table shows Username / Income / Date, 5 per page', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    expect(await screen.findByText('friend1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Username' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Income' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeTruthy();
    expect(screen.getByText('friend5')).toBeTruthy();
    expect(screen.queryByText('friend6')).toBeNull();
    const joined = screen.getByRole('cell', { name: '01 Nov 2026' });
    expect(joined.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('friend6')).toBeTruthy();
    expect(screen.queryByText('friend1')).toBeNull();
  });

  test("no referrals: 'No referrals found'", async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data([]) }) });
    renderPage();
    expect(await screen.findByText('No referrals found')).toBeTruthy();
  });
});

describe('sharing the invite', () => {
  const whatsAppText = (link: HTMLElement) => {
    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    // Encoded once, whole: no raw space, '&' or '#' that would cut the message short.
    expect(href.slice('https://wa.me/?text='.length)).not.toMatch(/[ &#?]/);
    return new URL(href).searchParams.get('text');
  };

  test('WhatsApp gets an English message with the invite link', async () => {
    await i18next.changeLanguage('en');
    installFakeApi({
      'GET /userRoute/userReferral_record_get': ok({ msg: data(rows, 'ravi&co #1') }),
    });
    renderPage();
    const share = await screen.findByRole('link', {
      name: 'Share on WhatsApp (opens in a new tab)',
    });
    const link = `${window.location.origin}/signup/ref/ravi%26co%20%231`;
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    expect(whatsAppText(share)).toBe(
      `Join me on Kamao and earn real rupees from simple online tasks. Sign up with my link: ${link}`,
    );
    expect(share.getAttribute('target')).toBe('_blank');
    expect(share.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('WhatsApp gets a Hindi message when the chosen language is Hindi', async () => {
    await i18next.changeLanguage('hi');
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    const share = await screen.findByRole('link', { name: /^WhatsApp पर शेयर करें/ });
    const link = `${window.location.origin}/signup/ref/demo`;
    expect(whatsAppText(share)).toBe(
      `मेरे साथ Kamao से जुड़ें और आसान ऑनलाइन कामों से असली रुपये कमाएँ। मेरे लिंक से साइन अप करें: ${link}`,
    );
    // UTF-8, percent-encoded: 'मेरे' begins %E0%A4%AE.
    expect(share.getAttribute('href')).toContain('?text=%E0%A4%AE');
  });

  test('the invite link wraps only after a slash, never inside the address or the name', async () => {
    installFakeApi({
      'GET /userRoute/userReferral_record_get': ok({ msg: data(rows, 'ravi-kumar.1990') }),
    });
    renderPage();
    const code = await screen.findByTestId('invite-link');
    expect(code.className).not.toMatch(/break-all|break-words|wrap-anywhere/);
    expect(code.className).toContain('overflow-x-auto');
    const parts = [...code.querySelectorAll('span')];
    expect(parts.map((part) => part.textContent)).toEqual([
      `${window.location.origin}/`,
      'signup/',
      'ref/',
      'ravi-kumar.1990',
    ]);
    for (const part of parts) expect(part.className).toContain('whitespace-nowrap');
    expect(code.querySelectorAll('wbr')).toHaveLength(3);
  });

  test('cuts a link only after the slashes of its path', () => {
    expect(inviteLinkParts('https://kamao.in/signup/ref/ravi')).toEqual([
      'https://kamao.in/',
      'signup/',
      'ref/',
      'ravi',
    ]);
    expect(inviteLinkParts('http://localhost:3000/signup/ref/a%2Fb').join('')).toBe(
      'http://localhost:3000/signup/ref/a%2Fb',
    );
  });

  test('the copy and share buttons are 44 px tap targets', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    const share = await screen.findByRole('link', { name: /^Share on WhatsApp/ });
    expect(share.className).toContain('min-h-11');
    expect(screen.getByRole('button', { name: 'Copy invite link' }).className).toContain(
      'min-h-11',
    );
    for (const pageButton of screen.getAllByRole('button', { name: /^Page / })) {
      expect(pageButton.className).toContain('size-11');
    }
  });
});

describe('Refer and earn page in Hindi', () => {
  inHindi();

  test('every text is Hindi; names, the link and amounts stay as they are', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data() }) });
    renderPage();
    expect(await screen.findByText('आपके रेफ़रल की हर कमाई का 7% पाएँ')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'यूज़रनेम' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'इनवाइट लिंक कॉपी करें' })).toBeTruthy();
    expect(screen.getByText('friend1').getAttribute('translate')).toBe('no');
    expectNoEnglish();
  });

  test('no referrals: the empty state in Hindi', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': ok({ msg: data([]) }) });
    renderPage();
    expect(await screen.findByText('कोई रेफ़रल नहीं मिला')).toBeTruthy();
    expectNoEnglish();
  });

  test('a failed load says so in Hindi', async () => {
    installFakeApi({ 'GET /userRoute/userReferral_record_get': { status: 500, body: {} } });
    renderPage();
    expect(await screen.findByText('कुछ गड़बड़ हो गई।')).toBeTruthy();
    expectNoEnglish();
  });
});
