import { isTopBarHidden, showsInstallPrompt } from '@kamao/contract/page-paths';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { MAIN_CONTENT_ID } from '../../lib/page-anchors';
import { Footer } from './footer';
import { InstallPrompt } from './install-prompt';
import { PageOutlet } from './page-outlet';
import { PublicTopBar } from './public-top-bar';
import { SkipLink } from './skip-link';

function PublicPageFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center text-emerald-700">
      <Spinner className="size-8" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/**
 * Public pages: the public top bar, the page, the footer. Pages without the top bar
 * (e-mail verification; isTopBarHidden) render alone.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
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
        <PageOutlet fallback={<PublicPageFallback />} />
      </main>
      {showsInstallPrompt(pathname) && <InstallPrompt />}
      <Footer />
    </div>
  );
}
