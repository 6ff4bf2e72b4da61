import { COMMON_TEXTS } from '../../../lib/common-texts';
import { QueryBoundary } from '../../../components/query-boundary';
import { SafeHtml } from '../../../components/safe-html';
import { Skeleton } from '../../../components/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLegalText, type LegalPageKind } from '../api/page-content';
import { useTexts } from '../../../lib/texts';
import { SITE_TEXTS } from '../site-texts';

/** Each legal page's title among the site texts. */
const TITLE_OF = {
  privacy_policy: 'privacyPolicy',
  terms_of_use: 'termsOfUse',
  dmca: 'dmca',
} as const satisfies Record<LegalPageKind, string>;

/**
 * Privacy policy, terms of use and DMCA (docs/product/site-and-pages.md#legal-pages): the
 * operator's HTML, sanitised before it is rendered (docs/design.md#the-stack-and-why). The title
 * follows the member's language; the HTML is the operator's, shown as written.
 */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const t = useTexts(SITE_TEXTS).legal;
  const title = t[TITLE_OF[kind]];
  useDocumentTitle(title);
  const text = useLegalText(kind);

  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <QueryBoundary
          query={text}
          loading={<LegalSkeleton />}
          errorText={t.loadFailed}
          retryText={t.retry}
          isEmpty={(html) => html.trim() === ''}
          empty={<p className="text-slate-600">{t.empty}</p>}
        >
          {(html) => <SafeHtml html={html} />}
        </QueryBoundary>
      </div>
    </article>
  );
}

function LegalSkeleton() {
  const common = useTexts(COMMON_TEXTS);
  return (
    <div role="status" aria-busy="true" className="space-y-3">
      <span className="sr-only">{common.common.loading}</span>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}
