import '../../lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api';
import { expectNoEnglish, inHindi } from '../../testing/in-hindi';
import { IS_ADMIN_QUERY_KEY } from '../../lib/query-keys';
import { MemberMenu } from './member-menu';

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

function renderMenuAt(path: string, isAdmin = false) {
  const queryClient = new QueryClient();
  // What the login check leaves for the menu (lib/auth.ts).
  queryClient.setQueryData(IS_ADMIN_QUERY_KEY, isAdmin);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="*" element={<MemberMenu />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const highlighted = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('Member Menu', () => {
  test('an operator also finds the console, just above LogOut; a member does not', () => {
    renderMenuAt('/member/dashboard', true);
    const console = screen.getByRole('link', { name: 'Operator console' });
    expect(console.getAttribute('href')).toBe('/admin');
    cleanup();
    renderMenuAt('/member/dashboard');
    expect(screen.queryByRole('link', { name: 'Operator console' })).toBeNull();
  });

  test('lists the items in the spec order, a divider, then Support, Settings and LogOut', () => {
    renderMenuAt('/member/dashboard');
    const nav = screen.getByRole('navigation');
    const items = [...nav.querySelectorAll('li')].map((item) =>
      item.getAttribute('role') === 'separator' ? '---' : item.textContent,
    );
    expect(items).toEqual([
      'Home',
      'Profile',
      'Advertiser',
      'Dashboard',
      'Withdraw',
      'Balance Converter',
      'Refer & Earn',
      'GiftCode',
      'PTC Ads',
      'Click Short Link',
      'Task Walls',
      'Betting Games',
      '---',
      'Support',
      'Settings',
      'LogOut',
    ]);
    expect(screen.getAllByText('Member Menu').length).toBeGreaterThan(0);
  });

  test('the language switch follows the entries, and switches the menu at once', async () => {
    renderMenuAt('/member/dashboard');
    const nav = screen.getByRole('navigation');
    const group = within(nav).getByRole('group', { name: 'Language' });
    // After LogOut, the last of the spec's entries.
    const logOut = within(nav).getByRole('button', { name: 'LogOut' });
    expect(logOut.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'हिन्दी' }));
    expect(await within(nav).findByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    fireEvent.click(within(nav).getByRole('button', { name: 'English' }));
    expect(await within(nav).findByRole('button', { name: 'LogOut' })).toBeTruthy();
  });

  test('highlights only the current item', () => {
    renderMenuAt('/member/withdraw');
    expect(highlighted()).toEqual(['Withdraw']);
  });

  test.each([
    ['/member/task-wall/https%3A%2F%2Fwall.example%2Fo', 'Task Walls'],
    ['/member/advertiser/create', 'Advertiser'],
    ['/member/betting-games/tic-tac-toe/play/cm9vbQ', 'Betting Games'],
  ])('keeps %s highlighted on a sub-path (%s)', (path, item) => {
    renderMenuAt(path);
    expect(highlighted()).toEqual([item]);
  });

  test('other items are not highlighted on a sub-path', () => {
    renderMenuAt('/member/dashboard/extra');
    expect(highlighted()).toEqual([]);
  });

  test('LogOut asks first, then logs out and lands on /login with LogOut success!', async () => {
    const api = installFakeApi({ 'POST /userRoute/logout': ok({ ok: true }) });
    renderMenuAt('/member/profile');
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    await screen.findByText('login page');
    expect(toast.confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Are you sure you want to log out?',
        confirmText: 'Confirm',
        cancelText: 'Close',
      }),
    );
    expect(api.calls).toEqual(['POST /userRoute/logout']);
    expect(toast.toastSuccess).toHaveBeenCalledWith('LogOut success!');
  });

  test('closing the popup keeps the member logged in', async () => {
    vi.mocked(toast.confirmDialog).mockResolvedValueOnce(false);
    const api = installFakeApi({});
    renderMenuAt('/member/profile');
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(toast.confirmDialog).toHaveBeenCalled());
    expect(api.calls).toEqual([]);
    expect(screen.queryByText('login page')).toBeNull();
  });

  test('a failed logout says Something went wrong, please try again.', async () => {
    installFakeApi({ 'POST /userRoute/logout': { status: 500, body: { error_msg: 'boom' } } });
    renderMenuAt('/member/profile');
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() =>
      expect(toast.toastError).toHaveBeenCalledWith('Something went wrong, please try again.'),
    );
    expect(screen.queryByText('login page')).toBeNull();
  });
});

describe('Member Menu in Hindi', () => {
  inHindi();

  test('every item, the title and LogOut are Hindi; PTC keeps its name', () => {
    renderMenuAt('/member/withdraw', true);
    const nav = screen.getByRole('navigation');
    const items = [...nav.querySelectorAll('li')]
      .filter((item) => item.getAttribute('role') !== 'separator')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'होम',
      'प्रोफ़ाइल',
      'विज्ञापनदाता',
      'डैशबोर्ड',
      'निकासी',
      'बैलेंस कन्वर्टर',
      'रेफ़र करें और कमाएँ',
      'गिफ़्ट कोड',
      'PTC विज्ञापन',
      'शॉर्ट लिंक क्लिक करें',
      'टास्क वॉल',
      'बेटिंग गेम',
      'सहायता',
      'सेटिंग्स',
      'ऑपरेटर कंसोल',
      'लॉग आउट',
    ]);
    expect(highlighted()).toEqual(['निकासी']);
    expect(screen.getAllByText('सदस्य मेन्यू').length).toBeGreaterThan(0);
    expectNoEnglish();
  });
});
