import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SafeHtml } from '../../../components/safe-html';
import { ConsoleField, consoleInput } from './console-field';

interface FieldProps {
  name: string;
  label: string;
  hint?: string | undefined;
  /** Grid columns the field spans on wider screens (2 for an address, 4 for a text block). */
  wide?: 2 | 4;
}

const SPAN = { 2: 'sm:col-span-2', 4: 'sm:col-span-2 lg:col-span-4' } as const;

/** The field's message: the schema's check, in the operator's words, or the server's refusal. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const found: unknown = get(errors, name);
  const message =
    typeof found === 'object' && found !== null && 'message' in found ? found.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

function Frame({
  name,
  label,
  hint,
  wide,
  children,
}: FieldProps & { children: (id: string, invalid: boolean) => ReactNode }) {
  const error = useFieldError(name);
  const field = (
    <ConsoleField label={label} error={error} {...(hint ? { hint } : {})}>
      {(id) => children(id, error !== undefined)}
    </ConsoleField>
  );
  return wide ? <div className={SPAN[wide]}>{field}</div> : field;
}

type BoxProps = FieldProps & {
  type?: 'text' | 'search' | 'url' | 'password' | 'date';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
  placeholder?: string;
  autoComplete?: string;
  className?: string;
};

function Box({
  type = 'text',
  inputMode,
  placeholder,
  autoComplete,
  className,
  ...frame
}: BoxProps) {
  const { register } = useFormContext();
  return (
    <Frame {...frame}>
      {(id, invalid) => (
        <input
          id={id}
          type={type}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete}
          spellCheck={type === 'text' || type === 'search' ? undefined : false}
          aria-invalid={invalid || undefined}
          className={`${consoleInput} ${className ?? ''}`}
          {...register(frame.name)}
        />
      )}
    </Frame>
  );
}

/** A one-line text (a date, which the browser offers a picker for; or a list's search words). */
export function TextField(
  props: FieldProps & { placeholder?: string; type?: 'text' | 'search' | 'date' },
) {
  return <Box {...props} />;
}

/** A web address: the phone keyboard for addresses, no spell check. */
export function UrlField(props: FieldProps) {
  return <Box {...props} type="url" inputMode="url" placeholder="https://" />;
}

/** A whole number or a decimal (counts, seconds, multipliers), typed as text the schema reads. */
export function NumberField(props: FieldProps & { decimals?: boolean }) {
  const { decimals, ...rest } = props;
  return <Box {...rest} inputMode={decimals ? 'decimal' : 'numeric'} className="tabular-nums" />;
}

/** An amount in rupees (the contract's schemas allow at most 3 decimals). */
export function MoneyField(props: FieldProps) {
  return (
    <Box {...props} label={`${props.label} (₹)`} inputMode="decimal" className="tabular-nums" />
  );
}

/**
 * A secret (an API key, a postback secret): masked, never filled in from the server, and on an
 * edit an empty box keeps the saved one.
 */
export function SecretField({
  savedHint,
  ...props
}: FieldProps & { savedHint?: string | undefined }) {
  const hint = savedHint
    ? `Saved; ends in ${savedHint}. Leave empty to keep it.`
    : (props.hint ?? undefined);
  return (
    <Box {...props} hint={hint} type="password" autoComplete="new-password" className="font-mono" />
  );
}

/** Several lines of text (an address list, a remark). */
export function TextAreaField({ rows = 3, ...props }: FieldProps & { rows?: number }) {
  const { register } = useFormContext();
  return (
    <Frame {...props}>
      {(id, invalid) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid || undefined}
          className={consoleInput}
          {...register(props.name)}
        />
      )}
    </Frame>
  );
}

/** Operator HTML, with the sanitised preview members will see beside it. */
export function HtmlTextField({ rows = 6, ...props }: FieldProps & { rows?: number }) {
  const value: unknown = useWatch({ name: props.name });
  return (
    <div className="grid gap-3 sm:col-span-2 lg:col-span-4 lg:grid-cols-2">
      <TextAreaField {...props} label={`${props.label} (HTML)`} rows={rows} />
      <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview</p>
        <SafeHtml html={typeof value === 'string' ? value : ''} />
      </div>
    </div>
  );
}

/** One choice of a list. */
export function SelectField({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <Frame {...props}>
      {(id) => (
        <select id={id} className={consoleInput} {...register(props.name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

/** On or off (a row's Enabled). */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 self-end text-sm text-slate-700">
      <input
        type="checkbox"
        role="switch"
        className="size-4 accent-emerald-700"
        {...register(name)}
      />
      {label}
    </label>
  );
}

/** The message of a group of fields (a template) that the schema checks as one. */
export function GroupMessage({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p role="alert" className="text-xs text-rose-700 sm:col-span-2">
      {error}
    </p>
  ) : null;
}
