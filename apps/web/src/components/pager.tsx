import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const button =
    'grid size-11 place-items-center rounded-lg text-sm font-medium transition disabled:opacity-40';
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-center gap-0.5"
    >
      <button
        type="button"
        className={`${button} text-slate-600 hover:bg-slate-100`}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pager.previous')}
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
          aria-label={t('pager.page', { page: number })}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${button} text-slate-600 hover:bg-slate-100`}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('pager.next')}
      >
        <Icon name="chevronRight" className="size-4" />
      </button>
    </nav>
  );
}
