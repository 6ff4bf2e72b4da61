import { Icon } from '../../../components/icon';

/** A failed load with a way to ask again. */
export function LoadFailed({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
}) {
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
        className="rounded-xl bg-white px-4 py-2 text-sm font-semibold text-rose-900 ring-1 ring-rose-300 hover:bg-rose-100"
      >
        {retry}
      </button>
    </div>
  );
}
