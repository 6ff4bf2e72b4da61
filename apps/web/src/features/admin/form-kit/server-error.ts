import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessageOf } from '../../../lib/api-client';

export const GENERAL_ERROR = 'Something went wrong, please try again.';

// The server's own check of a field it names: "Invalid reward: Too big: …" (error-handler.ts).
const NAMED_FIELD = /^Invalid ([A-Za-z_][\w]*)(?:\.[\w.]+)?: /;

/**
 * Puts a refused save's `{error_msg}` where the operator looks: under the field it concerns
 * when the server names one (its check of a field, or a refusal the form maps to a field),
 * otherwise in the save bar. Returns the message (the caller's toast shows it too).
 */
export function showServerError<Draft extends FieldValues>(
  form: UseFormReturn<Draft, unknown, unknown>,
  error: unknown,
  fieldOfError: Readonly<Record<string, FieldPath<Draft>>> = {},
): string {
  const message = errorMessageOf(error, GENERAL_ERROR);
  const named = NAMED_FIELD.exec(message)?.[1];
  const field =
    fieldOfError[message] ??
    (named && named in form.getValues() ? (named as FieldPath<Draft>) : undefined);
  if (field)
    form.setError(field, {
      type: 'server',
      message: field === named ? 'The server refused this value; check it.' : message,
    });
  else form.setError('root.server', { type: 'server', message });
  return message;
}
