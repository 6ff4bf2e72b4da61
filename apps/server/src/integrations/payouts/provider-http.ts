import type { ProviderHttpOptions } from './http-options.ts';

/**
 * One HTTP call to a payout provider, reduced to what a client needs to decide: either the
 * provider answered (its status and, when it was JSON, the parsed body), or it did not (a
 * timeout, a refused or reset connection, a body cut off). Never throws.
 */
export type ProviderAnswer =
  | { kind: 'answered'; status: number; json: unknown; text: string }
  | { kind: 'no-answer'; reason: string };

// Enough of an unreadable answer for the operator to recognise it.
const TEXT_KEPT = 300;

export async function callProvider(
  options: ProviderHttpOptions,
  url: URL,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<ProviderAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await options.fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      kind: 'no-answer',
      reason: timedOut
        ? `No answer within ${options.timeoutMs / 1000} s.`
        : `The provider could not be reached (${error instanceof Error ? error.message : 'network error'}).`,
    };
  }
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Left undefined: the caller decides what an answer without JSON means for its call.
  }
  return { kind: 'answered', status, json, text: text.slice(0, TEXT_KEPT) };
}

/** Reads a nested field as a string, or null when it is missing or of another type. */
export function stringAt(value: unknown, ...path: string[]): string | null {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : null;
}

/** Reads a nested field as a finite number, or null. */
export function numberAt(value: unknown, ...path: string[]): number | null {
  let current: unknown = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'number' && Number.isFinite(current) ? current : null;
}

/** A header's single value, whatever case Node gave its name. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const single = Array.isArray(value) ? value[0] : value;
    return single ?? null;
  }
  return null;
}

/** The base URL with a path appended, whether or not the operator typed a trailing slash. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(baseUrl.replace(/\/+$/, '') + path);
}
