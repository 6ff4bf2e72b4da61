import { Spinner } from './spinner';

/** A form's submit button; while the form is sent it spins, says so and cannot be pressed again. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-emerald-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-emerald-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
    >
      {busy && <Spinner className="size-5" />}
      {busy ? busyLabel : label}
    </button>
  );
}
