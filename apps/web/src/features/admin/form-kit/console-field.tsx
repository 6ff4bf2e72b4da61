import { useId, type ReactNode } from 'react';

// font-normal: the label's frame is semibold, and what the operator types should not be.
export const consoleInput =
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-normal';

/** A labelled box of a console form, with its field error (from the contract's schema). */
export function ConsoleField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-1 text-xs font-semibold text-slate-600">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <span className="font-normal text-slate-500">{hint}</span> : null}
      {error ? (
        <span role="alert" className="font-normal text-rose-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}
