import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Longest amount a member can type, in digits. */
export const AMOUNT_MAX_DIGITS = 9;

/** What the box keeps of a typed text: digits only, at most AMOUNT_MAX_DIGITS of them. */
export const amountDigits = (text: string) => text.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);

/**
 * The whole-rupee amount box of the money forms (withdraw, balance converter) with its two
 * buttons, bound to a react-hook-form field that holds digits as text
 * (docs/product/withdraw.md#checks-before-sending: digits only; focusing clears it; leaving it
 * empty sets '0'). The form's schema (the contract's) turns the digits into the amount it sends.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label,
  submitLabel,
  clearLabel,
  busy,
  children,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  submitLabel: string;
  clearLabel: string;
  /** True while the form's call runs: the submit button waits. */
  busy: boolean;
  /** Shown under the box (the converter's charge). */
  children?: ReactNode;
}) {
  const id = useId();
  const {
    field: { ref, name: fieldName, value: held, onChange, onBlur },
  } = useController({ control, name });
  const value = String(held ?? '');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={id}
          ref={ref}
          name={fieldName}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onFocus={() => onChange('')}
          onBlur={() => {
            if (value === '') onChange('0');
            onBlur();
          }}
          onChange={(event) => onChange(amountDigits(event.target.value))}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 px-3 py-2.5 tabular-nums focus:border-emerald-500 focus:ring-2 focus:ring-emerald-200 focus:outline-none"
        />
        <div className="flex gap-2">
          <button
            type="submit"
            disabled={busy}
            className="flex-1 rounded-xl bg-emerald-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-emerald-300 focus-visible:outline-none disabled:opacity-60"
          >
            {submitLabel}
          </button>
          <button
            type="button"
            onClick={() => onChange('0')}
            className="rounded-xl px-4 py-2.5 font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {clearLabel}
          </button>
        </div>
      </div>
      {children}
    </div>
  );
}
