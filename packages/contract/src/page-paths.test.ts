import { describe, expect, it } from 'vitest';
import { decodeRoomParam } from './base64.ts';
import {
  isGuestOnlyPath,
  isMemberPath,
  isMenuItemActive,
  isTopBarHidden,
  matchesPagePath,
  pagePaths,
  showsInstallPrompt,
  signupWithReferrerPath,
  taskWallPath,
  ticTacToePlayPath,
} from './page-paths.ts';

describe('page paths', () => {
  it('lists every route of both spec route tables, once', () => {
    // The spec's route tables (docs/product/site-and-pages.md#routes), with {param} written :param.
    const specRoutes = [
      '/',
      '/payment-proof',
      '/contact-us',
      '/login',
      '/signup',
      '/signup/ref/:id',
      '/password-reset-form/:token',
      '/email-verification/:token/:email',
      '/privacy-policy',
      '/terms-of-use',
      '/dmca',
      '/member/dashboard',
      '/member/support',
      '/member/betting-games',
      '/member/betting-games/tic-tac-toe',
      '/member/betting-games/tic-tac-toe/play/:roomId',
      '/member/advertiser',
      '/member/advertiser/create',
      '/member/withdraw',
      '/member/balance-converter',
      '/member/refer-and-earn',
      '/member/settings',
      '/member/profile',
      '/member/ptc-ads',
      '/member/waitRedirecting',
      '/member/iframe',
      '/member/youtube',
      '/member/click-shorten-link',
      '/member/last-page/:uniqueToken',
      '/member/task-wall',
      '/member/task-wall/:encodedUrl',
      '/member/gift-code',
      // Ours: the built-in shortener's interstitial page.
      '/member/short/:code',
    ];
    expect([...Object.values(pagePaths)].sort()).toEqual([...specRoutes].sort());
  });

  it('builds the referral signup path with the userName escaped', () => {
    expect(signupWithReferrerPath('demo')).toBe('/signup/ref/demo');
    expect(signupWithReferrerPath('a b/c')).toBe('/signup/ref/a%20b%2Fc');
    expect(matchesPagePath(pagePaths.signupWithReferrer, signupWithReferrerPath('a b/c'))).toBe(
      true,
    );
  });

  it('builds the play path with base64url room id and type', () => {
    const path = ticTacToePlayPath('65f0c2a1', 'Practice Room');
    expect(path).toBe('/member/betting-games/tic-tac-toe/play/NjVmMGMyYTE?type=UHJhY3RpY2UgUm9vbQ');
    const url = new URL(path, 'https://kamao.example');
    expect(decodeRoomParam(url.pathname.split('/').at(-1)!)).toBe('65f0c2a1');
    expect(decodeRoomParam(url.searchParams.get('type')!)).toBe('Practice Room');
    expect(matchesPagePath(pagePaths.ticTacToePlay, url.pathname)).toBe(true);
  });

  it('puts a task wall address in one path segment', () => {
    const wall = 'https://wall.example/offers?uid=42&sig=a/b';
    const path = taskWallPath(wall);
    expect(path).toBe(
      '/member/task-wall/https%3A%2F%2Fwall.example%2Foffers%3Fuid%3D42%26sig%3Da%2Fb',
    );
    expect(matchesPagePath(pagePaths.taskWall, path)).toBe(true);
    expect(decodeURIComponent(path.slice('/member/task-wall/'.length))).toBe(wall);
  });
});

describe('matching like React Router', () => {
  it.each([
    ['/member/dashboard', '/member/dashboard', true],
    ['/member/dashboard', '/member/dashboard/', true],
    ['/member/dashboard', '/MEMBER/Dashboard', true],
    ['/member/dashboard', '/member/dashboard?x=1#top', true],
    ['/member/dashboard', '/member/dashboards', false],
    ['/member/dashboard', '/member/dashboard/extra', false],
    ['/member/last-page/:uniqueToken', '/member/last-page/abc', true],
    ['/member/last-page/:uniqueToken', '/member/last-page/', false],
    ['/member/last-page/:uniqueToken', '/member/last-page/abc/def', false],
    ['/', '/', true],
    ['/', '', true],
    ['/', '/login', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchesPagePath(pattern, pathname)).toBe(expected);
  });
});

describe('top bar', () => {
  it.each([
    '/member/waitRedirecting',
    '/member/waitRedirecting/',
    '/member/iframe/',
    '/member/youtube',
    '/member/last-page/tok123',
    // Without its token the last page still has no top bar (it shows the missing-token text).
    '/member/last-page',
    '/member/short/abc',
    '/email-verification/tok/demo%40example.com',
  ])('is hidden on %s', (pathname) => {
    expect(isTopBarHidden(pathname)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/member/dashboard',
    '/member/ptc-ads',
    '/member/last-pages',
    '/member/iframes',
    '/email-verification/tok',
    '/password-reset-form/tok',
    '/member/click-shorten-link',
  ])('shows on %s', (pathname) => {
    expect(isTopBarHidden(pathname)).toBe(false);
  });
});

describe('install prompt', () => {
  it.each([
    '/',
    '/payment-proof',
    '/terms-of-use',
    '/privacy-policy',
    '/dmca',
    '/member/dashboard',
    '/dmca/',
  ])('shows on %s', (pathname) => {
    expect(showsInstallPrompt(pathname)).toBe(true);
  });

  it.each(['/login', '/signup', '/contact-us', '/member/withdraw', '/member/dashboard/x', '/x'])(
    'does not show on %s',
    (pathname) => {
      expect(showsInstallPrompt(pathname)).toBe(false);
    },
  );
});

describe('guest-only pages', () => {
  it('covers login, signup and referral signup only', () => {
    expect(isGuestOnlyPath('/login')).toBe(true);
    expect(isGuestOnlyPath('/signup')).toBe(true);
    expect(isGuestOnlyPath('/signup/ref/demo')).toBe(true);
    expect(isGuestOnlyPath('/signup/ref')).toBe(false);
    expect(isGuestOnlyPath('/')).toBe(false);
    expect(isGuestOnlyPath('/password-reset-form/tok')).toBe(false);
  });
});

describe('member area', () => {
  it('is /member and below', () => {
    expect(isMemberPath('/member/dashboard')).toBe(true);
    expect(isMemberPath('/member')).toBe(true);
    expect(isMemberPath('/members')).toBe(false);
    expect(isMemberPath('/')).toBe(false);
  });
});

describe('Member Menu highlight', () => {
  it('keeps Task Walls, Advertiser and Betting Games lit on their sub-paths', () => {
    expect(isMenuItemActive(pagePaths.taskWalls, '/member/task-wall/https%3A%2F%2Fw.example')).toBe(
      true,
    );
    expect(isMenuItemActive(pagePaths.advertiser, '/member/advertiser/create')).toBe(true);
    expect(
      isMenuItemActive(pagePaths.bettingGames, '/member/betting-games/tic-tac-toe/play/abc'),
    ).toBe(true);
    expect(isMenuItemActive(pagePaths.bettingGames, '/member/betting-games')).toBe(true);
  });

  it('lights other items on their own page only', () => {
    expect(isMenuItemActive(pagePaths.withdraw, '/member/withdraw')).toBe(true);
    expect(isMenuItemActive(pagePaths.withdraw, '/member/withdraw/history')).toBe(false);
    expect(isMenuItemActive(pagePaths.home, '/member/dashboard')).toBe(false);
    expect(isMenuItemActive(pagePaths.home, '/')).toBe(true);
    expect(isMenuItemActive(pagePaths.ptcAds, '/member/task-wall')).toBe(false);
  });

  it('does not light a prefix that is not a whole segment', () => {
    expect(isMenuItemActive(pagePaths.advertiser, '/member/advertisers')).toBe(false);
    expect(isMenuItemActive(pagePaths.taskWalls, '/member/task-wallet')).toBe(false);
  });
});
