import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { readBlankNumbers } from './blank-numbers';
import { operatorErrorMap, type FieldKind } from './operator-messages';

export interface ConsoleSchema<Draft, Body> {
  /** The contract's schema of the body the form sends. */
  schema: z.ZodType<Body>;
  /**
   * The body a draft makes (boxes hold text; lists, empty secrets and the like are shaped here).
   * It gets the draft with its empty number boxes already read (see blank-numbers.ts).
   */
  toBody?: (draft: Draft) => unknown;
  /**
   * Fields whose messages speak of rupees or numbers rather than text, by their path
   * ('reward', 'limits.daily'). An empty box of such a field is "not given", never 0.
   */
  kinds?: Readonly<Record<string, FieldKind>>;
}

const isGroup = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field a message goes under: the issue's path down to the first value the operator typed in
 * one box. A nested field ('socialLinks.facebook') gets its own message; a list typed as lines
 * (`allowedIps`, body path `allowedIps.2`) or a group the schema checks as one (`template`) shows
 * it once, under the box or group it came from.
 */
export function fieldOfIssue(draft: FieldValues, path: readonly PropertyKey[]): string {
  const names = path.map(String);
  if (names.length === 0) return 'root';
  let depth = 1;
  while (depth < names.length && isGroup(get(draft, names.slice(0, depth).join('.')))) depth += 1;
  return names.slice(0, depth).join('.');
}

interface ErrorTree {
  [name: string]: ErrorTree | string | undefined;
}

/**
 * Files a field's first message where react-hook-form looks for it: nested by the field's path
 * (`errors.socialLinks.facebook`), as a group's own message beside its fields' ones.
 */
function fileError(errors: ErrorTree, field: string, type: string, message: string): void {
  let node = errors;
  for (const name of field.split('.')) {
    const next = node[name];
    node = typeof next === 'object' ? next : (node[name] = {});
  }
  if (node.message === undefined) Object.assign(node, { type, message });
}

/**
 * A react-hook-form resolver that checks the body a draft makes with the contract's schema and
 * files each field's first message under that field, in the operator's words.
 */
export function consoleResolver<Draft extends FieldValues, Body>({
  schema,
  toBody = (draft) => draft,
  kinds = {},
}: ConsoleSchema<Draft, Body>): Resolver<Draft, unknown, Body> {
  return (typed) => {
    const { draft, blanks } = readBlankNumbers(typed, kinds, schema);
    const parsed = schema.safeParse(toBody(draft), { error: operatorErrorMap(kinds, blanks) });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: ErrorTree = {};
    for (const issue of parsed.error.issues) {
      fileError(errors, fieldOfIssue(typed, issue.path), issue.code, issue.message);
    }
    return { values: {}, errors: errors as FieldErrors<Draft> };
  };
}
