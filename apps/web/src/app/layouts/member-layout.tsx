import { isTopBarHidden, showsInstallPrompt } from '@kamao/contract/page-paths';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../../components/skeleton';
import { GoogleSignInNotice } from '../../features/auth/google-sign-in';
import { useMemberBalance } from '../../lib/member-balance';
import { MAIN_CONTENT_ID } from '../../lib/page-anchors';
import { markAlreadyRegistered } from '../../lib/storage';
import { Footer } from './footer';
import { InstallPrompt } from './install-prompt';
import { MemberMenu } from './member-menu';
import { MemberTopBar } from './member-top-bar';
import { PageOutlet } from './page-outlet';
import { SkipLink } from './skip-link';
import { useLiveBalance } from './use-live-balance';
import { usePageSettled } from './use-page-settled';
import { takingOverFirstPaint } from '../../components/page-transition';

/**
 * Member pages: the member top bar with the balance, the Member Menu and the page. The ad
 * verification tabs and the short-link last page (isTopBarHidden) render alone.
 */
export function MemberLayout() {
  const { pathname } = useLocation();
  if (isTopBarHidden(pathname)) {
    return (
      <main id={MAIN_CONTENT_ID} className="min-h-dvh bg-white">
        <PageOutlet fallback={<PageSkeleton />} />
      </main>
    );
  }
  return <MemberChrome pathname={pathname} />;
}

function MemberChrome({ pathname }: { pathname: string }) {
  const balance = useMemberBalance();
  const signedIn = balance.isSuccess;
  // As in PublicLayout: the install offer and the footer wait for the first page's code, so
  // the page's arrival does not push them down (a layout shift).
  const [pageShown, setPageShown] = useState(takingOverFirstPaint);
  const onPageShown = useCallback(() => setPageShown(true), []);
  // The live balance's socket (its code and its handshake) waits for the page's own data.
  const pageSettled = usePageSettled(pageShown);
  useLiveBalance(signedIn && pageSettled);

  // A page that answered for a member proves this browser has an account
  // (docs/product/site-and-pages.md#public-top-bar).
  useEffect(() => {
    if (signedIn) markAlreadyRegistered();
  }, [signedIn]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <GoogleSignInNotice />
      <MemberTopBar />
      {/* At least a screen high, so the footer starts below the first screen: a page growing
          as its data comes in then moves nothing in sight (no layout shift). */}
      <div className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-4 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
        <MemberMenu />
        <main id={MAIN_CONTENT_ID} className="mt-4 min-w-0 outline-none lg:mt-0" tabIndex={-1}>
          <PageOutlet fallback={<PageSkeleton />} onPageShown={onPageShown} />
        </main>
      </div>
      {pageShown && showsInstallPrompt(pathname) && <InstallPrompt />}
      {pageShown && <Footer />}
    </div>
  );
}
