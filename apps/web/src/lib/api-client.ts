import {
  apiRoutes,
  type ApiRouteKey,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
} from '@kamao/contract/api-routes';
import {
  pathOf,
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
} from '@kamao/contract/api-route';
import { DEVICE_ID_HEADER } from '@kamao/contract/device-id';
import { IDEMPOTENCY_KEY_HEADER } from '@kamao/contract/idempotency-key';
import { isSessionFlag, type SessionFlag } from '@kamao/contract/session-flags';
import { translateServerText } from './server-texts';
import { storedDeviceId, storeDeviceId } from './storage';

/**
 * The one HTTP client: every call names a route of the contract's tables, sends the session
 * cookie, and either returns the checked answer or throws an ApiError. A 401 carrying one of
 * the spec's session flags is reported to the session-flag listener first
 * (docs/product/common.md#sessions-and-the-session-flags), so the reaction to a lost session lives
 * in one place whatever call ran into it: the listener decides what the member sees (the call's own
 * notice, the expiry toast or nothing) and goes to /login; the page that made the call shows
 * nothing more (isSessionError), and errorMessageOf never hands a flag to a page.
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

/**
 * True for a failure the session-flag listener has already dealt with: pages show nothing for
 * it (useMemberMutation and QueryBoundary skip it), the listener's notice and /login are all.
 */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && error.sessionFlag !== undefined;
}

/**
 * The server's message for a failed call, in the member's language (the server sends English:
 * server-texts.ts), or the given fallback. Never a session flag: those are wire words for the
 * session-flag listener, not text for a member.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.errorMessage) return fallback;
  if (error.sessionFlag || isSessionFlag(error.errorMessage)) return fallback;
  // A list (signup validation) is translated item by item, then joined as errorFromAnswer does.
  const messages = error.details.messages ?? [error.errorMessage];
  return messages.map(translateServerText).join(' ');
}

/** Each of the server's messages of a failed call, in the member's language. */
export function errorMessagesOf(error: ApiError): string[] {
  return (error.details.messages ?? (error.errorMessage ? [error.errorMessage] : [])).map(
    translateServerText,
  );
}

/** A call's own words for a lost session, shown as a dialog before /login. */
export interface SessionNotice {
  title: string;
  text: string;
}

/**
 * The notices a call gives per flag (the withdraw call's 'Authentication Error' and 'Session
 * Expired', docs/product/withdraw.md#confirmation-and-result); a flag without one gets the shell's
 * reaction.
 */
export type SessionNotices = Partial<Record<SessionFlag, SessionNotice>>;

type SessionFlagListener = (flag: SessionFlag, notice?: SessionNotice) => void;
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
  /** Extra request headers (the idempotency key of a money call). */
  headers?: Record<string, string>;
  /** This call's own notices for a lost session. */
  sessionNotices?: SessionNotices;
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

/** Calls route `key` of the member table and returns its answer, checked against its schema. */
export function apiRequest<K extends ApiRouteKey>(
  key: K,
  options: RequestOptions<K> = {},
): Promise<RouteAnswer<K>> {
  // The member table's keys name its routes; the call itself is the generic one.
  return callRoute(apiRoutes[key] as ApiRoute, options as CallOptions<ApiRoute>) as Promise<
    RouteAnswer<K>
  >;
}

/** What a call of route R sends besides its method and path. */
export interface CallOptions<R extends ApiRoute> {
  params?: ParamsOf<R>;
  body?: BodyOf<R>;
  query?: QueryOf<R>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  sessionNotices?: SessionNotices;
}

/**
 * Calls a route of any contract table (the member table, the console's) and returns its answer
 * checked against its schema. An answer off the contract is a server bug; the page treats it as
 * a failed call.
 */
export async function callRoute<R extends ApiRoute>(
  route: R,
  options: CallOptions<R> = {},
): Promise<AnswerOf<R>> {
  const init: RequestInit = { method: route.method, credentials: 'include' };
  if (options.signal) init.signal = options.signal;
  // The copy of the browser's device id, empty when there is none yet: the server answers a
  // missing or outdated copy with the current one, and restores a cleared cookie from it.
  const headers: Record<string, string> = {
    [DEVICE_ID_HEADER]: storedDeviceId() ?? '',
    ...options.headers,
  };
  // A JSON content type with no body is refused by the server; only send it with one.
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  init.headers = headers;

  let response: Response;
  try {
    response = await fetch(urlOf(pathOf(route, options.params), options.query ?? undefined), init);
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, undefined);
  }

  const deviceCopy = response.headers.get(DEVICE_ID_HEADER);
  if (deviceCopy) storeDeviceId(deviceCopy);
  const answer = await readJson(response);
  if (!response.ok) {
    const error = errorFromAnswer(response.status, answer);
    if (error.sessionFlag) {
      sessionFlagListener?.(error.sessionFlag, options.sessionNotices?.[error.sessionFlag]);
    }
    throw error;
  }
  if (!route.answer) return answer as AnswerOf<R>;
  const checked = route.answer.safeParse(answer);
  if (!checked.success) throw new ApiError(response.status, undefined);
  return checked.data as AnswerOf<R>;
}

/**
 * A new idempotency key for one confirmation of a money call (withdraw, convert, campaign
 * create): its retries send the same key, so the server makes one withdrawal however many
 * arrive. randomUUID needs a secure context (HTTPS or localhost); elsewhere 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request header that carries an idempotency key. */
export const idempotencyKeyHeader = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** Gateway answers that mean the server's own answer was lost or never given. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * True for a failure that may or may not have reached the server: no answer at all, or a
 * gateway's 502/503/504 (a timeout among them). A 4xx is the server's own answer.
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || GATEWAY_FAILURES.has(error.status));
}

/**
 * The retry policy of a money mutation that carries an idempotency key: an unanswered failure
 * is tried again, at most twice, with the same key. A 4xx is shown, not retried.
 */
export function retryWhenUnanswered(failureCount: number, error: unknown): boolean {
  return isUnanswered(error) && failureCount < 2;
}
