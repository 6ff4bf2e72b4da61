import { pagePaths } from '@kamao/contract/page-paths';
import { matchRoutes, type RouteObject } from 'react-router';
import { startDashboardEarly } from '../features/dashboard/api/dashboard';
import { startAdvertiserCreateDataEarly } from '../features/advertiser/api/advertiser-create-data';
import { startAdvertiserDataEarly } from '../features/advertiser/api/advertiser-data';
import { startBettingHomeEarly } from '../features/games/api/betting-home';
import { startGiftCodeEarly } from '../features/giftcode/api/gift-code';
import { startAccountSettingsEarly } from '../features/profile/api/account-settings';
import { startProfileEarly } from '../features/profile/api/profile';
import { startPtcHomeEarly } from '../features/ptc/api/ptc-home';
import { startReferralRecordsEarly } from '../features/referral/api/referral-records';
import { startShortLinksEarly } from '../features/shortlink/api/short-links';
import { startOfferWallsEarly } from '../features/taskwall/api/offer-walls';
import { startConvertBalanceEarly } from '../features/wallet/api/convert-balance';
import { startMemberBalanceEarly } from '../lib/member-balance';
import { CrashScreen } from './crash-screen';
import { HomeContactWhenNear } from './home-contact-section';
import { lazyPage, type LazyPage } from './lazy-page';
import { MemberLayout } from './layouts/member-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './not-found-page';

// ---- Public pages (docs/product/site-and-pages.md#routes) ----
// The home page shows the contact feature's form; features do not import each other, so the
// two are composed here. The form's code loads when its section nears the screen.
const HomePage = lazyPage(async () => {
  const { HomePage: Home } = await import('../features/site/home-page');
  return { HomeWithContact: () => <Home contactSection={<HomeContactWhenNear />} /> };
}, 'HomeWithContact');
const PaymentProofPage = lazyPage(
  () => import('../features/site/payment-proof-page'),
  'PaymentProofPage',
);
const ContactUsPage = lazyPage(
  () => import('../features/contact/contact-us-page'),
  'ContactUsPage',
);
const LoginPage = lazyPage(() => import('../features/auth/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/signup-page'), 'SignupPage');
const PasswordResetPage = lazyPage(
  () => import('../features/auth/password-reset-page'),
  'PasswordResetPage',
);
const EmailVerificationPage = lazyPage(
  () => import('../features/auth/email-verification-page'),
  'EmailVerificationPage',
);
const PrivacyPolicyPage = lazyPage(
  () => import('../features/site/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsOfUsePage = lazyPage(
  () => import('../features/site/terms-of-use-page'),
  'TermsOfUsePage',
);
const DmcaPage = lazyPage(() => import('../features/site/dmca-page'), 'DmcaPage');

// ---- The operator console (a lazy part of the same app under /admin) ----
const AdminPage = lazyPage(() => import('../features/admin/admin-page'), 'AdminPage');

// ---- Member pages (docs/product/site-and-pages.md#routes) ----
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const MemberSupportPage = lazyPage(
  () => import('../features/contact/member-support-page'),
  'MemberSupportPage',
);
const BettingGamesPage = lazyPage(
  () => import('../features/games/betting-games-page'),
  'BettingGamesPage',
);
const TicTacToeLobbyPage = lazyPage(
  () => import('../features/games/tic-tac-toe-lobby-page'),
  'TicTacToeLobbyPage',
);
const TicTacToePlayPage = lazyPage(
  () => import('../features/games/tic-tac-toe-play-page'),
  'TicTacToePlayPage',
);
const AdvertiserPage = lazyPage(
  () => import('../features/advertiser/advertiser-page'),
  'AdvertiserPage',
);
const AdvertiserCreatePage = lazyPage(
  () => import('../features/advertiser/advertiser-create-page'),
  'AdvertiserCreatePage',
);
const WithdrawPage = lazyPage(() => import('../features/wallet/withdraw-page'), 'WithdrawPage');
const BalanceConverterPage = lazyPage(
  () => import('../features/wallet/balance-converter-page'),
  'BalanceConverterPage',
);
const ReferAndEarnPage = lazyPage(
  () => import('../features/referral/refer-and-earn-page'),
  'ReferAndEarnPage',
);
const SettingsPage = lazyPage(() => import('../features/profile/settings-page'), 'SettingsPage');
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), 'ProfilePage');
const PtcAdsPage = lazyPage(() => import('../features/ptc/ptc-ads-page'), 'PtcAdsPage');
const WaitRedirectingPage = lazyPage(
  () => import('../features/ptc/wait-redirecting-page'),
  'WaitRedirectingPage',
);
const IframeAdPage = lazyPage(() => import('../features/ptc/iframe-ad-page'), 'IframeAdPage');
const YoutubeAdPage = lazyPage(() => import('../features/ptc/youtube-ad-page'), 'YoutubeAdPage');
const ClickShortenLinkPage = lazyPage(
  () => import('../features/shortlink/click-shorten-link-page'),
  'ClickShortenLinkPage',
);
const ShortLinkLastPage = lazyPage(
  () => import('../features/shortlink/short-link-last-page'),
  'ShortLinkLastPage',
);
const ShortLinkInterstitialPage = lazyPage(
  () => import('../features/shortlink/short-link-interstitial-page'),
  'ShortLinkInterstitialPage',
);
const TaskWallsPage = lazyPage(
  () => import('../features/taskwall/task-walls-page'),
  'TaskWallsPage',
);
const TaskWallPage = lazyPage(() => import('../features/taskwall/task-wall-page'), 'TaskWallPage');
const GiftCodePage = lazyPage(() => import('../features/giftcode/gift-code-page'), 'GiftCodePage');

/** A route's `handle`: what main.tsx starts for it on a first load (lib/early-answers.ts). */
interface EarlyData {
  startData: () => void;
}
const early = (startData: () => void): EarlyData => ({ startData });

/** Public pages, rendered in the public layout. */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: pagePaths.home, element: <HomePage /> },
  { path: pagePaths.paymentProof, element: <PaymentProofPage /> },
  { path: pagePaths.contactUs, element: <ContactUsPage /> },
  { path: pagePaths.login, element: <LoginPage /> },
  { path: pagePaths.signup, element: <SignupPage /> },
  { path: pagePaths.signupWithReferrer, element: <SignupPage /> },
  { path: pagePaths.passwordReset, element: <PasswordResetPage /> },
  { path: pagePaths.emailVerification, element: <EmailVerificationPage /> },
  { path: pagePaths.privacyPolicy, element: <PrivacyPolicyPage /> },
  { path: pagePaths.termsOfUse, element: <TermsOfUsePage /> },
  { path: pagePaths.dmca, element: <DmcaPage /> },
];

/** Member pages, rendered in the member layout. */
export const MEMBER_ROUTES: RouteObject[] = [
  {
    path: pagePaths.memberDashboard,
    element: <DashboardPage />,
    handle: early(startDashboardEarly),
  },
  { path: pagePaths.memberSupport, element: <MemberSupportPage /> },
  {
    path: pagePaths.bettingGames,
    element: <BettingGamesPage />,
    handle: early(startBettingHomeEarly),
  },
  { path: pagePaths.ticTacToeLobby, element: <TicTacToeLobbyPage /> },
  { path: pagePaths.ticTacToePlay, element: <TicTacToePlayPage /> },
  {
    path: pagePaths.advertiser,
    element: <AdvertiserPage />,
    handle: early(startAdvertiserDataEarly),
  },
  {
    path: pagePaths.advertiserCreate,
    element: <AdvertiserCreatePage />,
    handle: early(startAdvertiserCreateDataEarly),
  },
  { path: pagePaths.withdraw, element: <WithdrawPage /> },
  {
    path: pagePaths.balanceConverter,
    element: <BalanceConverterPage />,
    handle: early(startConvertBalanceEarly),
  },
  {
    path: pagePaths.referAndEarn,
    element: <ReferAndEarnPage />,
    handle: early(startReferralRecordsEarly),
  },
  { path: pagePaths.settings, element: <SettingsPage />, handle: early(startAccountSettingsEarly) },
  { path: pagePaths.profile, element: <ProfilePage />, handle: early(startProfileEarly) },
  { path: pagePaths.ptcAds, element: <PtcAdsPage />, handle: early(startPtcHomeEarly) },
  { path: pagePaths.waitRedirecting, element: <WaitRedirectingPage /> },
  { path: pagePaths.iframeAd, element: <IframeAdPage /> },
  { path: pagePaths.youtubeAd, element: <YoutubeAdPage /> },
  {
    path: pagePaths.clickShortenLink,
    element: <ClickShortenLinkPage />,
    handle: early(startShortLinksEarly),
  },
  { path: pagePaths.shortLinkLastPage, element: <ShortLinkLastPage /> },
  // The last page without its token says so (docs/product/short-links.md#the-last-page) instead of
  // a 404.
  {
    path: pagePaths.shortLinkLastPage.replace('/:uniqueToken', ''),
    element: <ShortLinkLastPage />,
  },
  { path: pagePaths.shortLinkInterstitial, element: <ShortLinkInterstitialPage /> },
  { path: pagePaths.taskWalls, element: <TaskWallsPage />, handle: early(startOfferWallsEarly) },
  { path: pagePaths.taskWall, element: <TaskWallPage />, handle: early(startOfferWallsEarly) },
  { path: pagePaths.giftCode, element: <GiftCodePage />, handle: early(startGiftCodeEarly) },
];

/**
 * Every route of both spec route tables; any other path is 'Page Not Found'. The root route's
 * errorElement catches what breaks outside AppErrorBoundary (the layouts themselves).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <CrashScreen />,
    children: [
      { element: <PublicLayout />, children: PUBLIC_ROUTES },
      // The top bar's balance, asked for with the first member page (startPageData).
      {
        element: <MemberLayout />,
        children: MEMBER_ROUTES,
        handle: early(startMemberBalanceEarly),
      },
      { path: '/admin', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the code of the page that `pathname` shows (a lazy page's chunk), so the first render
 * needs no loading spinner; resolves at once for paths without a lazy page.
 */
export async function preloadPageOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => {
      const type = (match.route.element as { type?: unknown } | undefined)?.type;
      return typeof type === 'function' && 'preload' in type
        ? (type as LazyPage).preload()
        : undefined;
    }),
  );
}

/**
 * Asks for the data of the page that `pathname` shows, and of its layout, while its code loads
 * (lib/early-answers.ts): the first load's queries then take those answers.
 */
export function startPageData(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.handle as EarlyData | undefined)?.startData();
  }
}
