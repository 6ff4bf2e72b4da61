import { isDeepStrictEqual } from 'node:util';

interface Answer {
  name: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** One line per difference between a kept recording and a new one, naming the call and field. */
export function differences(kept: Answer[], fresh: Answer[]): string[] {
  const lines: string[] = [];
  const freshByName = new Map(fresh.map((a) => [a.name, a]));
  const keptNames = new Set(kept.map((a) => a.name));
  for (const before of kept) {
    const after = freshByName.get(before.name);
    if (!after) {
      lines.push(`${before.name}: no longer recorded`);
      continue;
    }
    const call = `${before.name} (${before.method} ${before.path})`;
    if (after.method !== before.method || after.path !== before.path) {
      lines.push(`${call}: now ${after.method} ${after.path}`);
    }
    if (after.status !== before.status) {
      lines.push(`${call}: status ${before.status} → ${after.status}`);
    }
    for (const line of valueDifferences(before.body, after.body, 'body')) {
      lines.push(`${call}: ${line}`);
    }
  }
  for (const after of fresh) {
    if (!keptNames.has(after.name)) lines.push(`${after.name}: new, not in the recording`);
  }
  return lines;
}

function valueDifferences(before: unknown, after: unknown, at: string): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  const bothObjects =
    before !== null && after !== null && typeof before === 'object' && typeof after === 'object';
  if (!bothObjects || Array.isArray(before) !== Array.isArray(after)) {
    return [`${at}: ${shown(before)} → ${shown(after)}`];
  }
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((k) => {
    const path = Array.isArray(before) ? `${at}[${k}]` : `${at}.${k}`;
    if (!(k in a)) return [`${path}: removed (was ${shown(b[k])})`];
    if (!(k in b)) return [`${path}: added (${shown(a[k])})`];
    return valueDifferences(b[k], a[k], path);
  });
}

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
