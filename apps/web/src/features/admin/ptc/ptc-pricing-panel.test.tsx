import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ptcAdminRoutes, type AdminPricing } from '@kamao/contract/admin/ptc';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { PtcPricingPanel } from './ptc-pricing-panel';

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

const { ptcPricing, ptcPricingUpdate, ptcSettingsUpdate, ptcSnippets, ptcSnippetsUpdate } =
  ptcAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const PRICING: AdminPricing = {
  pricing: { window: [{ seconds: 10, price: 0.05 }], iframe: [], youtube: [] },
  memberShareBp: 5000,
  minimumTotalViews: 100,
};
const SNIPPETS = { waitingPage: '', verificationPage: '' };

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PtcPricingPanel />
    </QueryClientProvider>,
  );
}

/** The JSON body of the last call `METHOD /path` made through fetch. */
function lastBody(fetchMock: ReturnType<typeof installFakeApi>['fetchMock'], key: string) {
  const sent = fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );
  const body = sent.at(-1)?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

describe('the PTC tab', () => {
  test('saves the price list of one type, the share and the snippets', async () => {
    const { fetchMock } = installFakeApi({
      [call(ptcPricing)]: ok(PRICING),
      [call(ptcPricingUpdate, { type: 'window' })]: ok(PRICING),
      [call(ptcSettingsUpdate)]: ok(PRICING),
      [call(ptcSnippets)]: ok(SNIPPETS),
      [call(ptcSnippetsUpdate)]: ok(SNIPPETS),
    });
    renderPanel();

    await screen.findByRole('form', { name: 'Window prices' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Window' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Window prices saved.'));
    expect(lastBody(fetchMock, call(ptcPricingUpdate, { type: 'window' }))).toEqual({
      entries: [{ seconds: 10, price: 0.05 }],
    });

    fireEvent.change(screen.getByLabelText("Viewer's share of the price (%)"), {
      target: { value: '60' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('PTC settings saved.'));
    expect(lastBody(fetchMock, call(ptcSettingsUpdate))).toEqual({
      memberShareBp: 6000,
      minimumTotalViews: 100,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Save snippets' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Ad snippets saved.'));
    expect(lastBody(fetchMock, call(ptcSnippetsUpdate))).toEqual(SNIPPETS);
    expect(toast.toastError).not.toHaveBeenCalled();
  });
});
