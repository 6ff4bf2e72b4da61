import '../../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { memberAdminRoutes, type AdminMember } from '@kamao/contract/admin/members';
import { pathOf, type ApiRoute } from '@kamao/contract/api-route';
import { installFakeApi, ok } from '../../../testing/fake-api';
import { MembersPanel } from './members-panel';

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

const { memberList, memberBan } = memberAdminRoutes;
const call = (route: ApiRoute, params?: unknown) => `${route.method} ${pathOf(route, params)}`;

const asha: AdminMember = {
  id: 'm1',
  userName: 'asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: null,
  role: 'member',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  referrerUserName: null,
  withdrawable: 12.5,
  deposit: 0,
  debt: 0,
};
const page = (members: AdminMember[]) =>
  ok({ members, total: members.length, page: 1, pageSize: 25 });

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin?tab=members']}>
        <MembersPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the members tab', () => {
  test('searches with the words typed and bans a member with a reason after the confirmation', async () => {
    const searches: string[] = [];
    const { calls, fetchMock } = installFakeApi({
      [call(memberList)]: (request) => {
        searches.push(new URL(request.url).search);
        return page([asha]);
      },
      [call(memberBan, asha)]: ok({
        member: { id: 'm1', userName: 'asha', status: 'banned' },
        changed: true,
      }),
    });
    renderPanel();
    await screen.findByRole('table');
    expect(searches[0]).toBe('?q=&page=1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search members' }), {
      target: { value: ' Asha ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toBe('?q=Asha&page=1'));

    const [ban] = await screen.findAllByRole('button', { name: 'Ban asha' });
    fireEvent.click(ban!);
    // The reason is asked first, and required.
    fireEvent.click(await screen.findByRole('button', { name: 'Ban member' }));
    await screen.findByText('Write the reason for the ban');
    expect(calls).not.toContain(call(memberBan, asha));
    fireEvent.change(screen.getByLabelText('Reason for the ban'), {
      target: { value: 'Sold her account' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ban member' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('asha is banned.'));
    expect(calls).toContain(call(memberBan, asha));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'Sold her account' });
    expect(toast.confirmDialog).toHaveBeenCalledOnce();
  });

  test('says so when the member was banned already', async () => {
    installFakeApi({
      [call(memberList)]: page([asha]),
      [call(memberBan, asha)]: ok({
        member: { id: 'm1', userName: 'asha', status: 'banned' },
        changed: false,
      }),
    });
    renderPanel();
    await screen.findByRole('table');
    // Each member's name opens their page.
    for (const link of screen.getAllByRole('link', { name: 'asha' })) {
      expect(link.getAttribute('href')).toBe('/admin?tab=members&member=m1');
    }
    fireEvent.click(screen.getAllByRole('button', { name: 'Ban asha' })[0]!);
    fireEvent.change(await screen.findByLabelText('Reason for the ban'), {
      target: { value: 'Several accounts' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ban member' }));
    await waitFor(() => expect(toast.toastSuccess).toHaveBeenCalledWith('asha is already banned.'));
  });
});
