import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { Icon } from './icon';

/** A failed load with a way to ask again (QueryBoundary's error state, the FAQ list's). */
export function LoadFailed({
  text,
  retry,
  onRetry,
  busy = false,
}: {
  text: string;
  /** The retry button's caption; 'Try again' unless the page says otherwise. */
  retry?: string;
  onRetry: () => void;
  /** True while the retry runs: the button waits. */
  busy?: boolean;
}) {
  const common = useTexts(COMMON_TEXTS);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-rose-200 bg-rose-50 p-6 text-center text-rose-900"
    >
      <Icon name="alert" className="size-7" />
      <p>{text}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        aria-busy={busy || undefined}
        className="min-h-11 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-rose-900 ring-1 ring-rose-300 hover:bg-rose-100 disabled:cursor-wait disabled:opacity-70"
      >
        {retry ?? common.common.retry}
      </button>
    </div>
  );
}
