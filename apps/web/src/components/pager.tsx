import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { Icon } from './icon';
import { pagerRange } from './pager-range';

/**
 * Previous, at most 5 page numbers, next. Renders nothing for a single page. Each button is a
 * 44 px tap target; the seven fit a 390 px phone's card (7 × 44 + 6 × 2 = 320 px) and wrap below.
 */
export function Pager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const common = useTexts(COMMON_TEXTS);
  if (pageCount <= 1) return null;
  const button =
    'grid size-11 place-items-center rounded-lg text-sm font-medium transition disabled:opacity-40';
  return (
    <nav
      aria-label={common.pager.label}
      className="flex flex-wrap items-center justify-center gap-0.5"
    >
      <button
        type="button"
        className={`${button} text-slate-600 hover:bg-slate-100`}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={common.pager.previous}
      >
        <Icon name="chevronLeft" className="size-4" />
      </button>
      {pagerRange(page, pageCount).map((number) => (
        <button
          key={number}
          type="button"
          className={`${button} ${
            number === page ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
          onClick={() => onPageChange(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={common.pager.page(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${button} text-slate-600 hover:bg-slate-100`}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={common.pager.next}
      >
        <Icon name="chevronRight" className="size-4" />
      </button>
    </nav>
  );
}
