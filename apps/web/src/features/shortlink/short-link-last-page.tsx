import { LAST_PAGE_RETURN_MS, LAST_PAGE_WAIT_SECONDS } from '@kamao/contract/shortlink-texts';
import { pagePaths } from '@kamao/contract/page-paths';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../lib/api-client';
import { playSuccessChime } from '../../lib/success-chime';
import { textsNow, useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdSnippet } from '../../components/ad-snippet';
import { useAdSnippets } from '../../lib/ad-snippets';
import { claimShortLink } from './api/short-links';
import { ClaimOutcomeNotice, type ClaimOutcome } from './components/claim-outcome';
import { SHORTLINK_PAGE_TEXTS } from './shortlink-page-texts';

/** Seconds left of a countdown that started on mount, ticking every second. */
export function useSecondsLeft(total: number): number {
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

/**
 * /member/last-page/{uniqueToken} (docs/product/short-links.md#the-last-page): no top bar, the
 * operator's ad snippet, a 10 s countdown, then Claim Your Earnings. The heading follows the
 * outcome. Whatever the outcome, the member is back on the short-link list 3 s later.
 */
export function ShortLinkLastPage() {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  useDocumentTitle(T.claimButton);
  const token = useParams().uniqueToken?.trim() ?? '';
  const navigate = useNavigate();
  const left = useSecondsLeft(LAST_PAGE_WAIT_SECONDS);
  const snippets = useAdSnippets();
  const [claiming, setClaiming] = useState(false);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(
    token ? null : { kind: 'failed', text: T.missingToken },
  );

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(
      () => void navigate(pagePaths.clickShortenLink, { replace: true }),
      LAST_PAGE_RETURN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  const claim = async () => {
    setClaiming(true);
    try {
      const answer = await claimShortLink(token);
      playSuccessChime();
      setOutcome({ kind: 'paid', amount: answer.amount, message: answer.message });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        text: errorMessageOf(error, textsNow(SHORTLINK_PAGE_TEXTS).claimFailed),
      });
    }
  };

  return (
    <section className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-6 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {outcome?.kind === 'paid'
          ? T.lastPagePaidTitle
          : outcome?.kind === 'failed'
            ? T.lastPageFailedTitle
            : T.lastPageTitle}
      </h1>
      {outcome ? (
        <ClaimOutcomeNotice outcome={outcome} />
      ) : left > 0 ? (
        <p className="text-slate-600">
          {T.lastPageWait}{' '}
          <span role="timer" className="text-3xl font-bold tabular-nums text-indigo-700">
            {left}
          </span>{' '}
          {T.lastPageSeconds}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => void claim()}
          disabled={claiming}
          className="min-h-12 rounded-xl bg-emerald-600 px-6 text-lg font-semibold text-white hover:bg-emerald-700 disabled:bg-slate-300"
        >
          {T.claimButton}
        </button>
      )}
      {snippets.data ? (
        <AdSnippet html={snippets.data.waitingPage} onScriptError={() => {}} />
      ) : null}
    </section>
  );
}
