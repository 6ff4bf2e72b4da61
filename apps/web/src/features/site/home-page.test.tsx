import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../lib/app-config';
import { installFakeApi, ok, type FakeAnswer } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { HomePage } from './home-page';

// A configured channel, so the channel block shows too.
vi.mock('../../lib/app-config', async (original) => ({
  ...(await original<typeof import('../../lib/app-config')>()),
  getAppConfig: () => ({ ...DEFAULT_APP_CONFIG, channelConfigured: true }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOME_CONTENT = {
  isLogin: false,
  other_data_faqArray: [
    { faqQuestioin: 'How do I withdraw?', faqAnswer: '<p>Bind your UPI ID, then withdraw.</p>' },
    { faqQuestioin: 'Is it free?', faqAnswer: '<p>Yes, always.</p>' },
  ],
  other_data_homepage_Array: [
    { homepageSection_title: 'Fast payouts', homepageSection_message: '<p>Paid within a day.</p>' },
  ],
};

/** The shell's login check (footer=true) and the home page's content (faq=true). */
function installHomeApi(content: FakeAnswer = ok({ msg: HOME_CONTENT })) {
  installFakeApi({
    'GET /checkLogin_for_navBar': (request) =>
      new URL(request.url).searchParams.has('faq') ? content : ok({ msg: { isLogin: false } }),
    'GET /userRoute/userWebstatisticsGet': ok({
      msg: {
        users: '12.5K',
        userCompletedTask: 84000,
        visitorsLast30Days: 3100,
        totalWithdrawalAmount: '1.2M',
      },
    }),
    'GET /api/site/channel-statistics': ok({
      msg: {
        channelUrl: 'https://www.youtube.com/@kamao',
        subscribers: 15000,
        views: 920000,
        videos: 48,
      },
    }),
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Home page', () => {
  test('shows the statistics, the channel, the ways to earn, the sections and the FAQ', async () => {
    installHomeApi();
    renderPage();
    expect(await screen.findByRole('button', { name: 'How do I withdraw?' })).toBeTruthy();
    expect(await screen.findByText('Subscribers')).toBeTruthy();
    expect(screen.getByText('Visitors in the last 30 days')).toBeTruthy();
    expect(screen.getByText('Refer & Earn')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fast payouts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy();
  });
});

describe('Home page in Hindi', () => {
  inHindi();

  test('every text is Hindi; the operator’s sections and FAQ stay as written', async () => {
    installHomeApi();
    renderPage();
    const question = await screen.findByRole('button', { name: 'How do I withdraw?' });
    expect(question.querySelector('[translate="no"]')).toBeTruthy();
    expect(await screen.findByText('सब्सक्राइबर')).toBeTruthy();
    expect(await screen.findByText('पिछले 30 दिनों में आए विज़िटर')).toBeTruthy();
    expect(screen.getByText('रेफ़र करें और कमाएँ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fast payouts' }).getAttribute('translate')).toBe(
      'no',
    );
    expect(screen.getByRole('heading', { name: 'संपर्क करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कमाई शुरू करें' })).toBeTruthy();
    expectNoEnglish();
  });

  test('no FAQ yet: the empty list says so in Hindi', async () => {
    installHomeApi(ok({ msg: { isLogin: false } }));
    renderPage();
    expect(await screen.findByText('यहाँ अभी तक किसी सवाल का जवाब नहीं दिया गया है।')).toBeTruthy();
    expectNoEnglish();
  });

  test('a failed FAQ load says so in Hindi', async () => {
    installHomeApi({ status: 500, body: {} });
    renderPage();
    expect(await screen.findByText('सवाल लोड नहीं हो सके।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expectNoEnglish();
  });
});
