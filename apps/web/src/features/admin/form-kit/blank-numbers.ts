import { get, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldKind } from './operator-messages';

/** Puts `value` at a dotted path of a copy's nested groups. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const names = path.split('.');
  const last = names.pop() ?? path;
  let group = target;
  for (const name of names) {
    const next = group[name];
    if (typeof next !== 'object' || next === null) return;
    group = next as Record<string, unknown>;
  }
  group[last] = value;
}

/** The schema of one field of an object schema, by its dotted path, when the schema has one. */
function fieldSchema(schema: z.ZodType, path: string): z.ZodType | undefined {
  let found: z.ZodType | undefined = schema;
  for (const name of path.split('.')) {
    const shape: unknown = found && 'shape' in found ? found.shape : undefined;
    if (typeof shape !== 'object' || shape === null) return undefined;
    found = (shape as Record<string, z.ZodType | undefined>)[name];
  }
  return found;
}

/** Whether the schema takes null for the field ("none"), rather than reading it as 0. */
function takesNull(schema: z.ZodType, path: string): boolean {
  const parsed = fieldSchema(schema, path)?.safeParse(null);
  return parsed?.success === true && parsed.data === null;
}

/**
 * An empty number or amount box is "not given", never 0. The contract's schemas coerce text to
 * numbers, and `Number('')` is 0: an operator who cleared the reward box would save a free reward
 * without a word. So an empty box is read as null where the field's schema takes null, and
 * otherwise as NaN, which every number check refuses; the paths of those go in `blanks`, so the
 * message says the field is required rather than "Enter a number".
 */
export function readBlankNumbers<Draft extends FieldValues>(
  typed: Draft,
  kinds: Readonly<Record<string, FieldKind>>,
  schema: z.ZodType,
): { draft: Draft; blanks: ReadonlySet<string> } {
  const isBlank = (path: string) => {
    const value: unknown = get(typed, path);
    return typeof value === 'string' && value.trim() === '';
  };
  const empty = Object.entries(kinds)
    .filter(([path, kind]) => kind !== 'text' && isBlank(path))
    .map(([path]) => path);
  if (empty.length === 0) return { draft: typed, blanks: new Set() };
  const draft = structuredClone(typed);
  const blanks = new Set<string>();
  for (const path of empty) {
    if (takesNull(schema, path)) {
      setAt(draft, path, null);
    } else {
      setAt(draft, path, Number.NaN);
      blanks.add(path);
    }
  }
  return { draft, blanks };
}
