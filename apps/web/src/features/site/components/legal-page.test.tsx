import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok, type FakeAnswer } from '../../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../../testing/in-hindi';
import { DmcaPage } from '../dmca-page';
import { PrivacyPolicyPage } from '../privacy-policy-page';
import { TermsOfUsePage } from '../terms-of-use-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(page = <PrivacyPolicyPage />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>);
}

const legalAnswer = (html: string): FakeAnswer =>
  ok({
    msg: {
      isLogin: false,
      privacy_policy_data: html,
      terms_of_use_data: html,
      dmca_data: html,
    },
  });

const OPERATOR_HTML = '<h2>Your data</h2><p>We never sell your data.</p><script>x</script>';

describe('Legal pages', () => {
  test.each([
    ['Privacy Policy', <PrivacyPolicyPage key="p" />],
    ['Terms of Use', <TermsOfUsePage key="t" />],
    ['DMCA', <DmcaPage key="d" />],
  ])('%s: its title and the operator’s HTML, sanitised', async (title, page) => {
    installFakeApi({ 'GET /checkLogin_for_navBar': legalAnswer(OPERATOR_HTML) });
    renderPage(page);
    expect(await screen.findByText('We never sell your data.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('Legal pages in Hindi', () => {
  inHindi();

  test.each([
    ['गोपनीयता नीति', <PrivacyPolicyPage key="p" />],
    ['उपयोग की शर्तें', <TermsOfUsePage key="t" />],
    ['डीएमसीए', <DmcaPage key="d" />],
  ])('%s: the title in Hindi, the operator’s HTML as written', async (title, page) => {
    installFakeApi({ 'GET /checkLogin_for_navBar': legalAnswer(OPERATOR_HTML) });
    renderPage(page);
    const text = await screen.findByText('We never sell your data.');
    expect(text.closest('[translate="no"]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toMatch(new RegExp(`^${title}`));
    expectNoEnglish();
  });

  test('no content yet: the empty state in Hindi', async () => {
    installFakeApi({ 'GET /checkLogin_for_navBar': legalAnswer('  ') });
    renderPage();
    expect(await screen.findByText('इस पेज पर अभी कोई सामग्री नहीं है।')).toBeTruthy();
    expectNoEnglish();
  });

  test('a failed load says so in Hindi', async () => {
    installFakeApi({ 'GET /checkLogin_for_navBar': { status: 500, body: {} } });
    renderPage();
    expect(await screen.findByText('यह पेज लोड नहीं हो सका।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expectNoEnglish();
  });
});
