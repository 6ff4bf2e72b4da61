import { pagePaths } from '@kamao/contract/page-paths';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-client';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdSnippet } from '../../components/ad-snippet';
import { useInterstitial, useInterstitialReport } from './api/short-links';
import { useSecondsLeft } from './short-link-last-page';
import { SHORTLINK_PAGE_TEXTS } from './shortlink-page-texts';

/** Only this site's own pages may be a built-in link's destination (the server makes them so). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * /member/short/{code}: the built-in shortener's own page (docs/product/short-links.md#shorteners),
 * standing in for a network's: its wait and the operator's ad snippet, then Continue to the last
 * page, whose address the page learns by reporting in.
 */
export function ShortLinkInterstitialPage() {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  useDocumentTitle(T.interstitialTitle);
  const code = useParams().code ?? '';
  const link = useInterstitial(code);
  // The report goes once the page has its wait and ad snippet; the wait counts from its answer,
  // so the server's clock (which counts from the report) is never behind the page's.
  const report = useInterstitialReport(code, link.isSuccess);
  const failed = link.error ?? report.error;
  return (
    <section className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{T.interstitialTitle}</h1>
      {failed ? (
        <Refused text={errorMessageOf(failed, T.generalError)} />
      ) : report.data && !isSameOrigin(report.data.destination) ? (
        // Defence in depth: the server only sends this site's last page; anything else is refused.
        <Refused text={T.foreignOrigin} />
      ) : link.data && report.data ? (
        <Ready destination={report.data.destination} waitSeconds={link.data.waitSeconds} />
      ) : null}
      {link.data ? <AdSnippet html={link.data.adSnippet} onScriptError={() => {}} /> : null}
    </section>
  );
}

function Refused({ text }: { text: string }) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  return (
    <div role="alert" className="space-y-4">
      <p className="font-medium text-rose-800">{text}</p>
      <Link
        to={pagePaths.clickShortenLink}
        className="inline-flex min-h-11 items-center font-medium text-indigo-700 underline"
      >
        {T.backToList}
      </Link>
    </div>
  );
}

function Ready({ destination, waitSeconds }: { destination: string; waitSeconds: number }) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  const left = useSecondsLeft(waitSeconds);
  if (left > 0) {
    return (
      <p className="text-slate-600">
        {T.interstitialWait}{' '}
        <span role="timer" className="text-3xl font-bold tabular-nums text-indigo-700">
          {left}
        </span>{' '}
        {T.interstitialSeconds}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={() => window.location.assign(destination)}
      className="min-h-12 rounded-xl bg-indigo-600 px-8 text-lg font-semibold text-white hover:bg-indigo-700"
    >
      {T.continue}
    </button>
  );
}
