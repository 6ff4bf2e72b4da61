import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryBoundary } from '../../components/query-boundary';
import { SafeHtml } from '../../components/safe-html';
import { PageSkeleton } from '../../components/skeleton';
import { errorMessageOf } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { useTexts } from '../../lib/texts';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  startShortLink,
  useShortLinks,
  type ShortLink,
  type ShortLinkData,
} from './api/short-links';
import { useCaptchaWarmUp } from './captcha-warm-up';
import { ShortLinkCard } from './components/short-link-card';
import { ShortLinkSummary } from './components/short-link-summary';
import {
  SHORTLINK_FILTERS,
  SHORTLINK_PAGE_TEXTS,
  type ShortLinkFilter,
} from './shortlink-page-texts';

/** A card can be started now: clicks left today and no cooldown running. */
export const isAvailable = (link: ShortLink, now = Date.now()) =>
  !link.isDisable && (link.expireTimer === null || link.expireTimer <= now);

/** The cards a filter shows (docs/product/short-links.md#the-short-link-list). */
export function filterShortLinks(
  links: ShortLink[],
  filter: ShortLinkFilter,
  now: number,
): ShortLink[] {
  switch (filter) {
    case 'Available':
      return links.filter((link) => isAvailable(link, now));
    case 'Completed':
      return links.filter((link) => link.isDisable);
    case 'High to Low':
      return [...links].sort((a, b) => b.amount - a.amount);
    case 'Low to High':
      return [...links].sort((a, b) => a.amount - b.amount);
    default:
      return links;
  }
}

/**
 * /member/click-shorten-link (docs/product/short-links.md#the-short-link-list): the figures, the
 * filters, a card per shortener, and the operator's instructions. Start & Earn asks the server for
 * the short URL and the browser goes there.
 */
export function ClickShortenLinkPage() {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  useDocumentTitle(T.title);
  useCaptchaWarmUp();
  const links = useShortLinks();
  return (
    <section className="w-full max-w-5xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{T.title}</h1>
      <QueryBoundary
        query={links}
        loading={<PageSkeleton cards={3} rows={4} />}
        errorText={T.loadFailed}
        serverMessage
      >
        {(data) => <ShortLinks data={data} onCooldownOver={() => void links.refetch()} />}
      </QueryBoundary>
    </section>
  );
}

function ShortLinks({ data, onCooldownOver }: { data: ShortLinkData; onCooldownOver: () => void }) {
  const T = useTexts(SHORTLINK_PAGE_TEXTS);
  const [filter, setFilter] = useState<ShortLinkFilter>('All');
  const [busyDomain, setBusyDomain] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const shown = filterShortLinks(data.shortedLinksData, filter, now);
  const cooldownOver = () => {
    setNow(Date.now());
    onCooldownOver();
  };

  const start = async (link: ShortLink) => {
    setBusyDomain(link.shortnerDomain);
    try {
      window.location.assign(await startShortLink(link.shortnerDomain));
    } catch (error) {
      setBusyDomain(null);
      void toastError(errorMessageOf(error, T.generalError));
    }
  };

  return (
    <>
      <ShortLinkSummary data={data} />
      <div role="group" aria-label={T.filter} className="flex flex-wrap gap-2">
        {SHORTLINK_FILTERS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={filter === each}
            onClick={() => setFilter(each)}
            className={`min-h-11 rounded-full px-4 text-sm font-medium ring-1 ${
              filter === each
                ? 'bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
            }`}
          >
            {T.filters[each]}
          </button>
        ))}
      </div>
      {data.shortedLinksData.length === 0 ? (
        <EmptyState className="p-6 text-center">
          <span className="block font-medium text-slate-700">{T.none}</span>
          <span className="mt-1 block text-sm">{T.noneHint}</span>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState className="p-6 text-center">{T.noneInFilter}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((link) => (
            <ShortLinkCard
              key={link.shortnerDomain}
              link={link}
              now={now}
              busy={busyDomain === link.shortnerDomain}
              locked={busyDomain !== null}
              onStart={() => void start(link)}
              onCooldownOver={cooldownOver}
            />
          ))}
        </ul>
      )}
      {data.other_data_shortLink_instructions ? (
        <div className="rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm">
          <h2 className="mb-2 font-semibold text-slate-900">{T.instructions}</h2>
          <SafeHtml html={data.other_data_shortLink_instructions} className="text-slate-700" />
        </div>
      ) : null}
    </>
  );
}
