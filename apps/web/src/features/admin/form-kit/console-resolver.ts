import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { operatorErrorMap, type FieldKind } from './operator-messages';

export interface ConsoleSchema<Draft, Body> {
  /** The contract's schema of the body the form sends. */
  schema: z.ZodType<Body>;
  /** The body a draft makes (boxes hold text; lists, empty secrets and the like are shaped here). */
  toBody?: (draft: Draft) => unknown;
  /** Fields whose messages speak of rupees or numbers rather than text. */
  kinds?: Readonly<Record<string, FieldKind>>;
}

/**
 * A react-hook-form resolver that checks the body a draft makes with the contract's schema and
 * keys each first message by the field's top-level name: a list or a nested group (a template)
 * shows its message once, under the field the operator typed it in.
 */
export function consoleResolver<Draft extends FieldValues, Body>({
  schema,
  toBody = (draft) => draft,
  kinds,
}: ConsoleSchema<Draft, Body>): Resolver<Draft, unknown, Body> {
  const error = operatorErrorMap(kinds);
  return (draft) => {
    const parsed = schema.safeParse(toBody(draft), { error });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Draft> };
  };
}
