import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';

/** One grey shimmering block; size it with classes. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded-lg bg-slate-200/80 ${className}`} />;
}

/**
 * The loading skeleton of a member page (the spec's "Member pages show a loading skeleton
 * while data loads"): a title, a row of figure cards and a list. Used as the Suspense fallback
 * while a page's code loads and by pages while their data loads.
 */
export function PageSkeleton({ cards = 3, rows = 4 }: { cards?: number; rows?: number }) {
  const common = useTexts(COMMON_TEXTS);
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="space-y-6">
      <span className="sr-only">{common.common.loading}</span>
      <Skeleton className="h-8 w-48" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="rounded-2xl border border-slate-200 bg-white p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-7 w-32" />
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
