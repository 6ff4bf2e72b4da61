import {
  apiRoutes,
  type ApiRoute,
  type ApiRouteKey,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
} from '@kamao/contract/api-routes';
import { isSessionFlag, type SessionFlag } from '@kamao/contract/session-flags';

/**
 * The one HTTP client: every call names a route of the contract's table, sends the session
 * cookie, and either returns the checked answer or throws an ApiError. A 401 carrying one of
 * the spec's session flags is reported to the session-flag listener first (spec part 1 §8), so
 * the reaction to a lost session lives in one place whatever call ran into it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (network down, aborted). */
    readonly status: number,
    /** The server's error_msg (items joined when it sent a list), if any. */
    readonly errorMessage: string | undefined,
    readonly details: {
      /** Each error_msg item when the server sent a list (signup validation). */
      messages?: string[];
      /** Milliseconds to wait, on rate-limited answers. */
      timeLeft?: number;
      /** Set on a 401 whose error_msg is one of the spec's session flags. */
      sessionFlag?: SessionFlag;
    } = {},
  ) {
    super(errorMessage ?? (status === 0 ? 'Network error' : `HTTP ${status}`));
  }

  get sessionFlag(): SessionFlag | undefined {
    return this.details.sessionFlag;
  }
}

/** True for a failure the session-flag listener has already dealt with. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.sessionFlag !== undefined;
}

/** The server's message for a failed call, or the given fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errorMessage ? error.errorMessage : fallback;
}

type SessionFlagListener = (flag: SessionFlag) => void;
let sessionFlagListener: SessionFlagListener | undefined;

/** Registers what happens when a call reports a lost session; returns the unregister. */
export function setSessionFlagListener(listener: SessionFlagListener): () => void {
  sessionFlagListener = listener;
  return () => {
    if (sessionFlagListener === listener) sessionFlagListener = undefined;
  };
}

export interface RequestOptions<K extends ApiRouteKey> {
  body?: RouteBody<K>;
  query?: RouteQuery<K>;
  signal?: AbortSignal;
}

function urlOf(path: string, query: object | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError for a failed answer (shared by calls outside the contract table: the console). */
export function errorFromAnswer(status: number, answer: unknown): ApiError {
  const raw =
    typeof answer === 'object' && answer !== null
      ? (answer as { error_msg?: unknown; time_left?: unknown })
      : {};
  let messages: string[] | undefined;
  if (typeof raw.error_msg === 'string') messages = [raw.error_msg];
  else if (Array.isArray(raw.error_msg)) {
    messages = raw.error_msg
      .map((item: unknown) =>
        typeof item === 'object' && item !== null ? (item as { msg?: unknown }).msg : item,
      )
      .filter((msg): msg is string => typeof msg === 'string');
  }
  const errorMessage = messages && messages.length > 0 ? messages.join(' ') : undefined;
  const details: ApiError['details'] = {};
  if (messages) details.messages = messages;
  if (typeof raw.time_left === 'number') details.timeLeft = raw.time_left;
  if (status === 401 && isSessionFlag(errorMessage)) details.sessionFlag = errorMessage;
  return new ApiError(status, errorMessage, details);
}

/** Reports a lost session to the one listener (for calls made outside apiRequest). */
export function reportSessionFlag(error: ApiError): void {
  if (error.sessionFlag) sessionFlagListener?.(error.sessionFlag);
}

/** Calls route `key` of the contract and returns its answer, checked against its schema. */
export async function apiRequest<K extends ApiRouteKey>(
  key: K,
  options: RequestOptions<K> = {},
): Promise<RouteAnswer<K>> {
  const route: ApiRoute = apiRoutes[key];
  const init: RequestInit = { method: route.method, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  // A JSON content type with no body is refused by the server; only send it with one.
  if (options.body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(urlOf(route.path, options.query ?? undefined), init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, undefined);
  }

  const answer = await readJson(response);
  if (!response.ok) {
    const error = errorFromAnswer(response.status, answer);
    if (error.sessionFlag) sessionFlagListener?.(error.sessionFlag);
    throw error;
  }
  if (!route.answer) return answer as RouteAnswer<K>;
  const checked = route.answer.safeParse(answer);
  // An answer off the contract is a server bug; the page treats it as a failed call.
  if (!checked.success) throw new ApiError(response.status, undefined);
  return checked.data as RouteAnswer<K>;
}
