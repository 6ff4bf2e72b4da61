import { encodeRoomParam } from './base64.ts';

/**
 * Every browser route of both spec route tables (docs/product/site-and-pages.md#routes), as
 * React Router patterns. The router registers these; links are built from them.
 */
export const pagePaths = {
  // Public
  home: '/',
  paymentProof: '/payment-proof',
  contactUs: '/contact-us',
  login: '/login',
  signup: '/signup',
  /** The id is the referrer's userName; the signup is flagged as referred. */
  signupWithReferrer: '/signup/ref/:id',
  passwordReset: '/password-reset-form/:token',
  emailVerification: '/email-verification/:token/:email',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  dmca: '/dmca',
  // Member
  memberDashboard: '/member/dashboard',
  /** The contact page in member mode. */
  memberSupport: '/member/support',
  advertiser: '/member/advertiser',
  advertiserCreate: '/member/advertiser/create',
  withdraw: '/member/withdraw',
  balanceConverter: '/member/balance-converter',
  referAndEarn: '/member/refer-and-earn',
  settings: '/member/settings',
  profile: '/member/profile',
  giftCode: '/member/gift-code',
  // Earning features
  ptcAds: '/member/ptc-ads',
  /** Window-type ads: the waiting tab, ?link={url}||{seconds}. */
  waitRedirecting: '/member/waitRedirecting',
  /** Iframe-type ad verification tab, ?link={url}||{seconds}. */
  iframeAd: '/member/iframe',
  /** YouTube-type ad verification tab, ?link={url}||{seconds}. */
  youtubeAd: '/member/youtube',
  clickShortenLink: '/member/click-shorten-link',
  shortLinkLastPage: '/member/last-page/:uniqueToken',
  /** Ours: the built-in shortener's interstitial page, before the last page. */
  shortLinkInterstitial: '/member/short/:code',
  taskWalls: '/member/task-wall',
  /** encodedUrl is the URL-encoded wall address. */
  taskWall: '/member/task-wall/:encodedUrl',
  // Games
  bettingGames: '/member/betting-games',
  ticTacToeLobby: '/member/betting-games/tic-tac-toe',
  /** roomId is base64-encoded, and so is the ?type= value. */
  ticTacToePlay: '/member/betting-games/tic-tac-toe/play/:roomId',
} as const;

export type PageKey = keyof typeof pagePaths;
export type PagePath = (typeof pagePaths)[PageKey];

// ---- Builders for the patterns with parameters ----

/**
 * The invite link's path (docs/product/referrals.md#invite-link: {origin}/signup/ref/{userName}).
 */
export function signupWithReferrerPath(userName: string): string {
  return `/signup/ref/${encodeURIComponent(userName)}`;
}

/** The live match: room id in the path and room type in ?type=, both base64url. */
export function ticTacToePlayPath(roomId: string, type: string): string {
  return `/member/betting-games/tic-tac-toe/play/${encodeRoomParam(roomId)}?type=${encodeRoomParam(type)}`;
}

/**
 * One task wall (docs/product/task-walls.md#a-walls-page): the wall's address URL-encoded into one
 * path segment. React Router hands the parameter back decoded, so the page reads
 * useParams().encodedUrl as the URL.
 */
export function taskWallPath(wallUrl: string): string {
  return `/member/task-wall/${encodeURIComponent(wallUrl)}`;
}

// ---- Matching, the way React Router matches ----

/**
 * True when a pathname matches a pattern as React Router's matchPath does by default: case
 * insensitive, trailing slashes ignored, each :param one non-empty segment. A query string or
 * hash on the pathname is ignored.
 */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return actual.length === wanted.length && startsWithSegments(actual, wanted);
}

/** True on the pattern itself or anything below it ('/member/task-wall/x' is under task walls). */
export function isAtOrUnder(pattern: string, pathname: string): boolean {
  return startsWithSegments(segmentsOf(pathname), segmentsOf(pattern));
}

function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function startsWithSegments(actual: string[], wanted: string[]): boolean {
  if (actual.length < wanted.length) return false;
  return wanted.every(
    (segment, index) =>
      segment.startsWith(':') || segment.toLowerCase() === actual[index]!.toLowerCase(),
  );
}

// ---- Page groups the spec defines ----

/** Pages without the top navigation bar (docs/product/site-and-pages.md#routes). */
export const TOP_BAR_HIDDEN_PATHS: readonly string[] = [
  pagePaths.waitRedirecting,
  pagePaths.iframeAd,
  pagePaths.youtubeAd,
  pagePaths.shortLinkLastPage,
  // The same page opened without its token (it says so: docs/product/short-links.md#the-last-page).
  '/member/last-page',
  // Ours: the built-in shortener's interstitial stands in for a shortener's own page.
  pagePaths.shortLinkInterstitial,
  pagePaths.emailVerification,
];

/**
 * The only pages that offer the app-install prompt
 * (docs/product/common.md#install-prompt-and-online-banner).
 */
export const INSTALL_PROMPT_PATHS: readonly string[] = [
  pagePaths.home,
  pagePaths.paymentProof,
  pagePaths.termsOfUse,
  pagePaths.privacyPolicy,
  pagePaths.dmca,
  pagePaths.memberDashboard,
];

/** A logged-in visitor here gets 'You Already Logged In' and the dashboard. */
export const GUEST_ONLY_PATHS: readonly string[] = [
  pagePaths.login,
  pagePaths.signup,
  pagePaths.signupWithReferrer,
];

/**
 * Member Menu items that stay highlighted on any sub-path
 * (docs/product/site-and-pages.md#member-menu).
 */
export const MENU_ITEMS_HIGHLIGHTED_ON_SUB_PATHS: readonly string[] = [
  pagePaths.taskWalls,
  pagePaths.advertiser,
  pagePaths.bettingGames,
];

export function isTopBarHidden(pathname: string): boolean {
  return TOP_BAR_HIDDEN_PATHS.some((pattern) => matchesPagePath(pattern, pathname));
}

export function showsInstallPrompt(pathname: string): boolean {
  return INSTALL_PROMPT_PATHS.some((pattern) => matchesPagePath(pattern, pathname));
}

export function isGuestOnlyPath(pathname: string): boolean {
  return GUEST_ONLY_PATHS.some((pattern) => matchesPagePath(pattern, pathname));
}

/**
 * The member area: the top bar is in member mode here, public mode elsewhere
 * (docs/product/site-and-pages.md#member-top-bar).
 */
export function isMemberPath(pathname: string): boolean {
  return isAtOrUnder('/member', pathname);
}

/**
 * Whether a Member Menu item is the current one: Task Walls, Advertiser and Betting Games cover
 * their sub-paths, every other item only its own page (docs/product/site-and-pages.md#member-menu).
 */
export function isMenuItemActive(itemPath: string, pathname: string): boolean {
  return MENU_ITEMS_HIGHLIGHTED_ON_SUB_PATHS.includes(itemPath)
    ? isAtOrUnder(itemPath, pathname)
    : matchesPagePath(itemPath, pathname);
}
