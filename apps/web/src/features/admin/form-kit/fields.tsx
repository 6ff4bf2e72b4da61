import { useFormContext } from 'react-hook-form';
import { consoleInput } from './console-field';
import { Frame, type FieldProps } from './field-frame';

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
