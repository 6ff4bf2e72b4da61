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
const writesOf = (fetchMock: ReturnType<typeof installFakeApi>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method !== 'GET')
    .map(([path, init]) => [init?.method, path, JSON.parse(String(init?.body))]);
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const fee: AdminFaq = {
  id: 'f1',
  question: 'Is there a fee?',
  questionHi: null,
  answerHtml: '<p>No.</p>',
  answerHtmlHi: null,
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

    // An empty Hindi box saves none: members who chose Hindi read the English.
    const none = { questionHi: null, answerHtmlHi: null };
    expect(writesOf(fetchMock)).toEqual([
      [
        'POST',
        faqCreate.path,
        { question: 'Two accounts?', answerHtml: '<p>No.</p>', position: 0, ...none },
      ],
      [
        'PATCH',
        pathOf(faqUpdate, fee),
        { question: 'Is there a fee?', answerHtml: '<p>No.</p>', position: 3, ...none },
      ],
    ]);
  });

  test('edits the Hindi version beside the English and previews it sanitised', async () => {
    const written = { ...fee, questionHi: 'कोई फ़ीस?', answerHtmlHi: '<p>नहीं।</p>' };
    const { fetchMock } = installFakeApi({
      [call(faqList)]: ok({ faqs: [written] }),
      [call(faqUpdate, fee)]: ok({ faq: written }),
    });
    const { container } = renderPanel();
    await screen.findByText('Hindi written');
    fireEvent.click(within(screen.getByRole('listitem')).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Question in Hindi') as HTMLInputElement).value).toBe('कोई फ़ीस?');
    fireEvent.change(screen.getByLabelText('Answer in Hindi (HTML)'), {
      target: {
        value: '<p>बिल्कुल नहीं।</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
    });
    expect(await screen.findByText('बिल्कुल नहीं।')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('Saved.'));
    expect(writesOf(fetchMock)).toEqual([
      [
        'PATCH',
        pathOf(faqUpdate, fee),
        {
          question: 'Is there a fee?',
          questionHi: 'कोई फ़ीस?',
          answerHtml: '<p>No.</p>',
          answerHtmlHi:
            '<p>बिल्कुल नहीं।</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
          position: 0,
        },
      ],
    ]);
  });

  test('keeps a too long Hindi question from being sent, saying why under the box', async () => {
    const { fetchMock } = installFakeApi({ [call(faqList)]: ok({ faqs: [] }) });
    renderPanel();
    await screen.findByText('Nothing here yet.');
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Fee?' } });
    fireEvent.change(screen.getByLabelText('Question in Hindi'), {
      target: { value: 'क'.repeat(501) },
    });
    fireEvent.change(screen.getByLabelText('Answer (HTML)'), { target: { value: '<p>No.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The Hindi text is too long')).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);
  });
});
