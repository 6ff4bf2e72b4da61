import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../lib/app-config';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { MemberSupportPage } from './member-support-page';

vi.mock('../../lib/app-config', async (original) => ({
  ...(await original<typeof import('../../lib/app-config')>()),
  getAppConfig: () => ({ ...DEFAULT_APP_CONFIG, captchaProvider: 'none' }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <MemberSupportPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Member support page in Hindi', () => {
  inHindi();

  test('the form, its checks and the thank-you are Hindi', async () => {
    installFakeApi({ 'POST /userMessageRoute/userMessageSave_post': ok({ msg: 'ok' }) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'सहायता' })).toBeTruthy();
    expectNoEnglish();

    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('नाम डालना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('ईमेल डालना ज़रूरी है!')).toBeTruthy();
    expect(screen.getByText('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();
    expect(screen.getByText('विषय डालना ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('कृपया उपयोग की शर्तें और गोपनीयता नीति स्वीकार करें।')).toBeTruthy();
    expectNoEnglish();

    type('आपका नाम', 'Asha');
    type('ईमेल पता', 'asha@example');
    type(/^मोबाइल नंबर/, '9876543210');
    type('विषय', 'Payout');
    type(/^संदेश$/, 'When does it arrive?');
    fireEvent.click(screen.getByRole('checkbox', { name: /सहमत/ }));
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('कृपया सही ईमेल पता डालें।')).toBeTruthy();

    type('ईमेल पता', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(
      await screen.findByText('धन्यवाद! आपका संदेश सफलतापूर्वक मिल गया है। हम जल्द ही आपसे संपर्क करेंगे।'),
    ).toBeTruthy();
    expectNoEnglish();
  });
});
