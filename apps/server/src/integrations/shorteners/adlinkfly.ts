/**
 * The AdLinkFly API, which most link shorteners that pay publishers speak
 * (docs/product/short-links.md#shorteners): GET {apiUrl}?api={key}&url={destination} answers JSON
 * {status: "success" | "error", shortenedUrl, message}, the message a string or a list of them.
 * Some networks add &format=text, which we do not ask for.
 */
export interface ShortenRequest {
  apiUrl: string;
  apiKey: string;
  destination: string;
  /** How long the network may take; 5 s by default. */
  timeoutMs?: number;
}

export type ShortenAnswer =
  | { ok: true; shortUrl: string; rawAnswer: string; elapsedMs: number }
  | { ok: false; message: string; rawAnswer: string; elapsedMs: number };

export const SHORTEN_TIMEOUT_MS = 5000;
// Enough of an answer for the operator to see what the network said.
const RAW_ANSWER_CHARS = 500;

export async function shortenWithAdLinkFly(request: ShortenRequest): Promise<ShortenAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(request.apiUrl);
  } catch {
    return { ok: false, message: 'The API address is not valid.', rawAnswer: '', elapsedMs: 0 };
  }
  url.searchParams.set('api', request.apiKey);
  url.searchParams.set('url', request.destination);
  let body: string;
  let status: number;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(request.timeoutMs ?? SHORTEN_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      redirect: 'follow',
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      message: timedOut
        ? `The shortener did not answer within ${(request.timeoutMs ?? SHORTEN_TIMEOUT_MS) / 1000} s.`
        : `The shortener could not be reached (${error instanceof Error ? error.message : 'network error'}).`,
      rawAnswer: '',
      elapsedMs: elapsed(),
    };
  }
  const rawAnswer = body.slice(0, RAW_ANSWER_CHARS);
  const fail = (message: string): ShortenAnswer => ({
    ok: false,
    message,
    rawAnswer,
    elapsedMs: elapsed(),
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return fail(`The shortener answered ${status} with something other than JSON.`);
  }
  if (typeof parsed !== 'object' || parsed === null) return fail('The answer is not an object.');
  const answer = parsed as { status?: unknown; shortenedUrl?: unknown; message?: unknown };
  if (answer.status !== 'success') {
    return fail(
      messageText(answer.message) || `The shortener answered status ${String(answer.status)}.`,
    );
  }
  if (typeof answer.shortenedUrl !== 'string' || !isWebAddress(answer.shortenedUrl)) {
    return fail('The shortener answered success without a usable shortenedUrl.');
  }
  return { ok: true, shortUrl: answer.shortenedUrl, rawAnswer, elapsedMs: elapsed() };
}

/** The network's message: a string, or a list of strings (AdLinkFly's validation errors). */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message.trim();
  if (Array.isArray(message))
    return message
      .filter((m) => typeof m === 'string')
      .join(' ')
      .trim();
  if (message && typeof message === 'object') {
    return Object.values(message).map(messageText).filter(Boolean).join(' ');
  }
  return '';
}

/** Only http(s) addresses may be where we send a member's browser. */
function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const protocol = new URL(value).protocol;
  return protocol === 'https:' || protocol === 'http:';
}
