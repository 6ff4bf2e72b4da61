import { isTopBarHidden, showsInstallPrompt } from '@kamao/contract/page-paths';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { COMMON_TEXTS } from '../../lib/common-texts';
import { useTexts } from '../../lib/texts';
import { Spinner } from '../../components/spinner';
import { MAIN_CONTENT_ID } from '../../lib/page-anchors';
import { Footer } from './footer';
import { InstallPrompt } from './install-prompt';
import { PageOutlet } from './page-outlet';
import { PublicTopBar } from './public-top-bar';
import { SkipLink } from './skip-link';
import { takingOverFirstPaint } from '../../components/page-transition';

function PublicPageFallback() {
  const common = useTexts(COMMON_TEXTS);
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-emerald-700">
      <Spinner className="size-8" />
      <span className="sr-only">{common.common.loading}</span>
    </div>
  );
}

/**
 * Public pages: the public top bar, the page, the footer. Pages without the top bar
 * (e-mail verification; isTopBarHidden) render alone.
 *
 * The install offer and the footer wait for the first page's code: shown beside the loading
 * spinner, they were pushed down when the page arrived, the home page's largest layout shift
 * (CLS 0.36 on a phone, docs/architecture.md#the-first-visit). Later pages load in a transition,
 * the old page kept meanwhile.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const [pageShown, setPageShown] = useState(takingOverFirstPaint);
  const onPageShown = useCallback(() => setPageShown(true), []);
  if (isTopBarHidden(pathname)) {
    return (
      <main id={MAIN_CONTENT_ID} className="min-h-dvh">
        <PageOutlet fallback={<PublicPageFallback />} />
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicTopBar />
      <main id={MAIN_CONTENT_ID} className="flex-1 outline-none" tabIndex={-1}>
        <PageOutlet fallback={<PublicPageFallback />} onPageShown={onPageShown} />
      </main>
      {pageShown && showsInstallPrompt(pathname) && <InstallPrompt />}
      {pageShown && <Footer />}
    </div>
  );
}
