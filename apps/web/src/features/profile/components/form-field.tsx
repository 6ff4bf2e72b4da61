import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClass } from '../../../components/form-field';
import { Icon } from '../../../components/icon';

/** A password input with its own show/hide button (docs/product/accounts.md#signup). */
export function PasswordField({
  label,
  error,
  registration,
  autoComplete,
  showLabel,
  hideLabel,
}: {
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  showLabel: string;
  hideLabel: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <FormField label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            className={`${inputClass} pr-12`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registration}
          />
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            className="absolute right-px bottom-px grid size-11 place-items-center rounded-r-xl text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={`${shown ? hideLabel : showLabel}: ${label}`}
            aria-pressed={shown}
          >
            <Icon name={shown ? 'eyeOff' : 'eye'} className="size-5" />
          </button>
        </div>
      )}
    </FormField>
  );
}

/** A white rounded card with a heading, as the shell's pages use. */
export function Card({
  titleId,
  title,
  hint,
  icon,
  children,
}: {
  titleId: string;
  title: string;
  hint?: string;
  icon: 'user' | 'wallet' | 'settings' | 'link';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
          <Icon name={icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
