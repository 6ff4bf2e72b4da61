import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { installFakeApi, ok } from '../../testing/fake-api';
import { ApiDocsSwitch } from './api-docs-switch';

vi.mock('../../lib/toast', () => ({
  confirmDialog: vi.fn(() => Promise.resolve(true)),
  toastSuccess: vi.fn(() => Promise.resolve()),
  toastError: vi.fn(() => Promise.resolve()),
}));
const toast = await import('../../lib/toast');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderSwitch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiDocsSwitch />
    </QueryClientProvider>,
  );
}

describe('the System tab switch of the API document', () => {
  test('publishes the document after a confirmation', async () => {
    const bodies: unknown[] = [];
    const { path } = adminRoutes.apiDocsSettings;
    installFakeApi({
      [`GET ${path}`]: ok({ settings: { published: false } }),
      [`PUT ${path}`]: (request) => {
        void request.json().then((body) => bodies.push(body));
        return ok({ settings: { published: true } });
      },
    });
    renderSwitch();
    const flip = await screen.findByRole('switch', { name: 'Public API document' });
    expect(flip.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(flip);
    await waitFor(() => expect(bodies).toEqual([{ published: true }]));
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Publish the API document?' }),
    );
    await waitFor(() =>
      expect(toast.toastSuccess).toHaveBeenCalledWith('The API document is public.'),
    );
  });

  test('changes nothing when the operator cancels', async () => {
    let writes = 0;
    const { path } = adminRoutes.apiDocsSettings;
    installFakeApi({
      [`GET ${path}`]: ok({ settings: { published: true } }),
      [`PUT ${path}`]: () => {
        writes += 1;
        return ok({ settings: { published: false } });
      },
    });
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    renderSwitch();
    fireEvent.click(await screen.findByRole('switch', { name: 'Public API document' }));
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalledOnce());
    expect(writes).toBe(0);
  });
});
