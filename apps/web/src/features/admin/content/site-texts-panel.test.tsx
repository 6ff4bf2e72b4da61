import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contentAdminRoutes, type AdminSiteText } from '@kamao/contract/admin/content';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { SiteTextsPanel } from './site-texts-panel';

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

const { siteTextList, siteTextSave } = contentAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const ptc: AdminSiteText = {
  key: 'ptc_instructions',
  html: '<p>Stay on the tab.</p>',
  htmlHi: '<p>टैब पर रहें।</p>',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const privacy: AdminSiteText = { key: 'privacy_policy', html: '', htmlHi: null, updatedAt: null };

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteTextsPanel />
    </QueryClientProvider>,
  );
}

describe('the Pages & instructions tab', () => {
  test('shows the chosen text in English and Hindi and saves both', async () => {
    const saved = { key: ptc.key, html: ptc.html, htmlHi: null };
    const { fetchMock } = installFakeApi({
      [call(siteTextList)]: ok({ texts: [privacy, ptc] }),
      [call(siteTextSave, ptc)]: ok(saved),
    });
    renderPanel();
    await screen.findByText('Not written yet.');
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'ptc_instructions' } });
    const hindi = (await screen.findByLabelText(
      'PTC Ads instructions in Hindi (HTML)',
    )) as HTMLTextAreaElement;
    expect(hindi.value).toBe('<p>टैब पर रहें।</p>');
    expect(screen.getByText('टैब पर रहें।')).toBeTruthy(); // the preview

    // Emptying the Hindi box leaves the Hindi reader the English.
    fireEvent.change(hindi, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('Saved. Members see it on their next visit.'),
    );
    const writes = fetchMock.mock.calls
      .filter(([, init]) => init?.method !== 'GET')
      .map(([path, init]) => [path, JSON.parse(String(init?.body))]);
    expect(writes).toEqual([
      [pathOf(siteTextSave, ptc), { html: '<p>Stay on the tab.</p>', htmlHi: null }],
    ]);
  });
});
