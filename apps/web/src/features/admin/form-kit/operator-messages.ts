import type { z } from 'zod';

/**
 * What a field holds, for the words of its message: an amount speaks of rupees, a percent that
 * the body sends as basis points (1 % = 100) speaks of percent.
 */
export type FieldKind = 'money' | 'text' | 'number' | 'percent';

const percentOfBp = (bp: number | bigint) => `${String(Number(bp) / 100)} %`;

type Issue = z.core.$ZodRawIssue;

const plural = (count: number | bigint, word: string) =>
  `${String(count)} ${word}${Number(count) === 1 ? '' : 's'}`;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>, kind: FieldKind): string {
  const least = issue.inclusive ? 'at least' : 'more than';
  if (issue.origin === 'string') {
    return Number(issue.minimum) <= 1
      ? 'This is required.'
      : `Enter at least ${plural(issue.minimum, 'character')}.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `Add at least ${String(issue.minimum)}.`;
  }
  if (kind === 'money') return `Enter an amount of ${least} ₹${String(issue.minimum)}.`;
  if (kind === 'percent') return `Enter ${least} ${percentOfBp(issue.minimum)}.`;
  return `Enter a number ${least} ${String(issue.minimum)}.`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>, kind: FieldKind): string {
  const most = issue.inclusive ? 'at most' : 'less than';
  if (issue.origin === 'string') return `Enter at most ${plural(issue.maximum, 'character')}.`;
  if (issue.origin === 'array' || issue.origin === 'set') {
    return `Add at most ${String(issue.maximum)}.`;
  }
  if (kind === 'money') return `Enter an amount of ${most} ₹${String(issue.maximum)}.`;
  if (kind === 'percent') return `Enter ${most} ${percentOfBp(issue.maximum)}.`;
  return `Enter a number ${most} ${String(issue.maximum)}.`;
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>, kind: FieldKind): string {
  if (issue.input === undefined || issue.input === null) return 'This is required.';
  switch (issue.expected) {
    case 'int':
      return kind === 'percent' ? 'Use at most 2 decimals.' : 'Enter a whole number.';
    case 'number':
      return kind === 'money' ? 'Enter an amount in rupees, e.g. 12.5.' : 'Enter a number.';
    case 'boolean':
      return 'Choose on or off.';
    default:
      return 'Enter a text.';
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'url':
      return 'Enter a full address starting with https://.';
    case 'email':
      return 'Enter an e-mail address such as name@example.com.';
    case 'starts_with':
    case 'ends_with':
    case 'includes':
    case 'regex':
      return 'This is not in the expected form; check it.';
    default:
      return 'This is not in the expected form; check it.';
  }
}

/**
 * The sentence an operator reads for a check the schema did not word itself. Zod's own texts
 * ("Too small: expected string to have >=3 characters") speak to programmers; a schema's own
 * message (e.g. "The name is required") wins over this one, because zod asks this map only
 * when the check gave none.
 */
export function operatorMessage(issue: Issue, kind: FieldKind = 'text'): string {
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue, kind);
    case 'too_big':
      return tooBig(issue, kind);
    case 'invalid_type':
      return invalidType(issue, kind);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return kind === 'money' && Number(issue.divisor) < 1
        ? 'Use at most 3 decimals.'
        : `Enter a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return 'This form holds a field the server does not take; reload the page.';
    default:
      return 'Check this value.';
  }
}

/**
 * A zod error map that words every issue for the operator: `kinds` names each field's kind by
 * its path (or its top-level name), `blanks` the number boxes left empty, which are required.
 */
export function operatorErrorMap(
  kinds: Readonly<Record<string, FieldKind>> = {},
  blanks: ReadonlySet<string> = new Set(),
) {
  return (issue: Issue) => {
    const path = (issue.path ?? []).map(String);
    const field = path.join('.');
    if (issue.code === 'invalid_type' && blanks.has(field)) return 'This is required.';
    return operatorMessage(issue, kinds[field] ?? kinds[path[0] ?? ''] ?? 'text');
  };
}
