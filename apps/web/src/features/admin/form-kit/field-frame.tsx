import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { ConsoleField } from './console-field';

export interface FieldProps {
  name: string;
  label: string;
  hint?: string | undefined;
  /** Grid columns the field spans on wider screens (2 for an address, 4 for a text block). */
  wide?: 2 | 4;
}

const SPAN = { 2: 'sm:col-span-2', 4: 'sm:col-span-2 lg:col-span-4' } as const;

/** The field's message: the schema's check, in the operator's words, or the server's refusal. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const found: unknown = get(errors, name);
  const message =
    typeof found === 'object' && found !== null && 'message' in found ? found.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

export function Frame({
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

/** The message of a group of fields (a template) that the schema checks as one. */
export function GroupMessage({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p role="alert" className="text-xs text-rose-700 sm:col-span-2">
      {error}
    </p>
  ) : null;
}
