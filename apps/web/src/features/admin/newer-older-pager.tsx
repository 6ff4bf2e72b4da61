import { buttons } from './buttons';

/** The console's pager of newest-first lists (logs, results): Newer, page of pages, Older. */
export function NewerOlderPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <div className="flex items-center gap-2 text-xs">
      <button
        type="button"
        className={buttons.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Newer
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={buttons.secondary}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Older
      </button>
    </div>
  );
}
