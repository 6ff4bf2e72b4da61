import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contentAdminRoutes, DEFAULT_FOOTER_SETTINGS } from '@kamao/contract/admin/content';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { FooterPanel } from './footer-panel';

vi.mock('../../../lib/toast', () => ({
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(true)),
}));
const toast = await import('../../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const { footerSettings, footerSettingsSave } = contentAdminRoutes;

function renderPanel() {
  const saved: unknown[] = [];
  const api = installFakeApi({
    [`GET ${footerSettings.path}`]: ok(DEFAULT_FOOTER_SETTINGS),
    [`PUT ${footerSettingsSave.path}`]: (request) => {
      // Reading the body is a promise; the test awaits it after the save.
      saved.push(request.json());
      return ok(DEFAULT_FOOTER_SETTINGS);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FooterPanel />
    </QueryClientProvider>,
  );
  return { api, saved };
}

describe('the Footer tab', () => {
  test('saves the rating, the review page and the social links the operator typed', async () => {
    const { saved } = renderPanel();
    const rating = await screen.findByLabelText('Rating (out of 5)');
    expect((rating as HTMLInputElement).value).toBe('4.3');
    fireEvent.change(rating, { target: { value: '4.6' } });
    fireEvent.change(screen.getByLabelText('Review page'), {
      target: { value: 'https://www.trustpilot.com/review/kamao.example' },
    });
    fireEvent.change(screen.getByLabelText('Telegram'), {
      target: { value: ' https://t.me/kamao ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save footer' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith(
        'Footer saved. Visitors see it on their next page.',
      ),
    );
    expect(await Promise.all(saved)).toEqual([
      {
        rating: 4.6,
        reviewUrl: 'https://www.trustpilot.com/review/kamao.example',
        socialLinks: { ...DEFAULT_FOOTER_SETTINGS.socialLinks, telegram: 'https://t.me/kamao' },
      },
    ]);
  });

  test('refuses an address that is not a full web address, and says where', async () => {
    const { api } = renderPanel();
    fireEvent.change(await screen.findByLabelText('Facebook'), {
      target: { value: 'facebook.com/kamao' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save footer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a full address starting with https://, or leave it empty',
    );
    expect(api.calls).not.toContain(`PUT ${footerSettingsSave.path}`);
  });
});
