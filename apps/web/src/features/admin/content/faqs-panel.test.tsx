import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contentAdminRoutes, type AdminFaq } from '@kamao/contract/admin/content';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { FaqsPanel } from './faqs-panel';

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

const { faqList, faqCreate, faqUpdate } = contentAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const fee: AdminFaq = {
  id: 'f1',
  question: 'Is there a fee?',
  answerHtml: '<p>No.</p>',
  position: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FaqsPanel />
    </QueryClientProvider>,
  );
}

describe('the FAQ tab', () => {
  test('adds an entry and saves an edit of another', async () => {
    const { fetchMock } = installFakeApi({
      [call(faqList)]: ok({ faqs: [fee] }),
      [call(faqCreate)]: ok({ faq: { ...fee, id: 'f2' } }),
      [call(faqUpdate, fee)]: ok({ faq: fee }),
    });
    renderPanel();
    await screen.findByText('Is there a fee?');

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Two accounts?' } });
    fireEvent.change(screen.getByLabelText('Answer (HTML)'), { target: { value: '<p>No.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Added.'));

    const entry = screen.getByRole('listitem');
    fireEvent.click(within(entry).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Saved.'));

    const writes = fetchMock.mock.calls
      .filter(([, init]) => init?.method !== 'GET')
      .map(([path, init]) => [init?.method, path, JSON.parse(String(init?.body))]);
    expect(writes).toEqual([
      [
        'POST',
        faqCreate.path,
        { question: 'Two accounts?', answerHtml: '<p>No.</p>', position: 0 },
      ],
      [
        'PATCH',
        pathOf(faqUpdate, fee),
        { question: 'Is there a fee?', answerHtml: '<p>No.</p>', position: 3 },
      ],
    ]);
  });
});
