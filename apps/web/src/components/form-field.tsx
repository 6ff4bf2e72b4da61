import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The text input look of every form. */
export const inputClass =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-emerald-600 aria-[invalid=true]:border-rose-500';

/** A labelled control with its validation message tied to it (aria-describedby). */
export function FormField({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text input registered with react-hook-form. */
export function TextField({
  label,
  error,
  registration,
  className,
  ...input
}: {
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'>) {
  return (
    <FormField label={label} error={error} className={className ?? ''}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          className={inputClass}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...registration}
        />
      )}
    </FormField>
  );
}
