import { Icon } from '../../../components/icon';

/** A failed page load with a way to ask again. */
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
      className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-center text-rose-900"
    >
      <Icon name="alert" className="mx-auto size-7" />
      <p className="mt-2">{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-rose-900 ring-1 ring-rose-200 hover:bg-rose-100"
      >
        {retry}
      </button>
    </div>
  );
}
