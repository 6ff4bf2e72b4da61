import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorMessageOf,
  isSessionError,
  idempotencyKeyHeader,
  newIdempotencyKey,
  retryWhenUnanswered,
  setSessionFlagListener,
} from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const listener = vi.fn();
let unregister: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  unregister = setSessionFlagListener(listener);
});

afterEach(() => {
  unregister();
  fetchMock.mockReset();
  listener.mockReset();
  vi.unstubAllGlobals();
});

describe('the HTTP client', () => {
  test('calls the route of the contract with the session cookie and returns the checked answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { msg: { isLogin: true } }));
    const result = await apiRequest('checkLoginForNavBar');
    expect(result).toEqual({ msg: { isLogin: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/checkLogin_for_navBar');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
  });

  test('sends a JSON body only when there is one (a bare POST has no content type)', async () => {
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await apiRequest('logout');
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('content-type');
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();

    fetchMock.mockResolvedValue(answer(200, { msg: 'Login Success!' }));
    const obj = { email_userName: 'demo', password: 'demo12345', loginRemember_state: true };
    await apiRequest('login', { body: { obj } });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/userRoute/login');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json', 'X-Device-Id': '' });
    expect(JSON.parse(String(init?.body))).toEqual({ obj });
  });

  test('puts the query in the URL', async () => {
    fetchMock.mockResolvedValue(answer(200, { msg: { isLogin: false } }));
    await apiRequest('checkLoginForNavBar', { query: { faq: 'true' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/checkLogin_for_navBar?faq=true');
  });

  test.each([SESSION_FLAGS.tokenNotFound, SESSION_FLAGS.userNotFound, SESSION_FLAGS.invalid])(
    'a 401 with %s reports the flag once and fails the call',
    async (flag) => {
      fetchMock.mockResolvedValue(answer(401, { error_msg: flag }));
      const failure = await apiRequest('userBalanceData').catch((error: unknown) => error);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(flag, undefined);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).sessionFlag).toBe(flag);
      // A page asking for the message of this failure never gets the flag.
      expect(errorMessageOf(failure, 'fallback')).toBe('fallback');
      expect(isSessionError(failure)).toBe(true);
    },
  );

  test("a call's own session notices reach the listener with the flag they are for", async () => {
    const notices = {
      [SESSION_FLAGS.tokenNotFound]: { title: 'Authentication Error', text: 'Log in.' },
    };
    fetchMock.mockResolvedValue(answer(401, { error_msg: SESSION_FLAGS.tokenNotFound }));
    await apiRequest('userBalanceData', { sessionNotices: notices }).catch(() => undefined);
    expect(listener).toHaveBeenCalledWith(
      SESSION_FLAGS.tokenNotFound,
      notices[SESSION_FLAGS.tokenNotFound],
    );
    fetchMock.mockResolvedValue(answer(401, { error_msg: SESSION_FLAGS.invalid }));
    await apiRequest('userBalanceData', { sessionNotices: notices }).catch(() => undefined);
    expect(listener).toHaveBeenLastCalledWith(SESSION_FLAGS.invalid, undefined);
  });

  test('errorMessageOf never hands a session flag to a page, whatever the status', () => {
    const odd = new ApiError(400, SESSION_FLAGS.invalid);
    expect(errorMessageOf(odd, 'fallback')).toBe('fallback');
  });

  test('a 401 with any other message is an ordinary failure, not a lost session', async () => {
    fetchMock.mockResolvedValue(answer(401, { error_msg: 'Invalid details' }));
    const failure = (await apiRequest('login', {
      body: { obj: { email_userName: 'x', password: 'y', loginRemember_state: false } },
    }).catch((error: unknown) => error)) as ApiError;
    expect(listener).not.toHaveBeenCalled();
    expect(failure.sessionFlag).toBeUndefined();
    expect(errorMessageOf(failure, 'fallback')).toBe('Invalid details');
  });

  test('keeps the server message, a list of messages and time_left of a 4xx', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error_msg: [{ msg: 'Name is required' }, { msg: 'Bad mobile' }] }),
    );
    const list = (await apiRequest('userBalanceData').catch((e: unknown) => e)) as ApiError;
    expect(list.details.messages).toEqual(['Name is required', 'Bad mobile']);

    fetchMock.mockResolvedValue(answer(429, { error_msg: 'Please wait', time_left: 5000 }));
    const limited = (await apiRequest('userBalanceData').catch((e: unknown) => e)) as ApiError;
    expect(limited.status).toBe(429);
    expect(limited.errorMessage).toBe('Please wait');
    expect(limited.details.timeLeft).toBe(5000);
  });

  test('a network failure and an answer off the contract are failures with no server message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = (await apiRequest('checkLoginForNavBar').catch((e: unknown) => e)) as ApiError;
    expect(offline.status).toBe(0);
    expect(errorMessageOf(offline, 'fallback')).toBe('fallback');

    fetchMock.mockResolvedValue(answer(200, { msg: { isLogin: 'yes' } }));
    const wrong = await apiRequest('checkLoginForNavBar').catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiError);
  });
});

describe("the copy of the browser's device id", () => {
  afterEach(() => window.localStorage.clear());

  test('sends an empty copy until the server hands one, then keeps and sends that', async () => {
    fetchMock.mockResolvedValue(answer(200, { msg: { isLogin: false } }));
    await apiRequest('checkLoginForNavBar');
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({ 'X-Device-Id': '' });

    const handed = new Response(JSON.stringify({ msg: 'Login Success!' }), {
      status: 400,
      headers: { 'content-type': 'application/json', 'X-Device-Id': 'body.mac' },
    });
    fetchMock.mockResolvedValue(handed);
    const obj = { email_userName: 'demo', password: 'demo12345', loginRemember_state: false };
    // Kept from a refused call too: the server gave the browser its id all the same.
    await apiRequest('login', { body: { obj } }).catch(() => undefined);

    fetchMock.mockResolvedValue(answer(200, { msg: { isLogin: false } }));
    await apiRequest('checkLoginForNavBar');
    expect(fetchMock.mock.calls[2]![1]?.headers).toEqual({ 'X-Device-Id': 'body.mac' });
  });
});

describe('idempotency keys of money calls', () => {
  test('sends extra headers beside the JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(200, { msg: 'ok' }));
    await apiRequest('withdraw', {
      body: { obj: { balance: 60, type: 'UPI' } },
      headers: idempotencyKeyHeader('key-0001-abcd'),
    });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({
      'Idempotency-Key': 'key-0001-abcd',
      'content-type': 'application/json',
      'X-Device-Id': '',
    });
  });

  test('a new key each time, in the form the server accepts, with or without randomUUID', () => {
    const accepted = /^[A-Za-z0-9_\-:.]{8,100}$/;
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(accepted);
    // Plain http on a LAN address is no secure context: randomUUID is missing there.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const fallback = newIdempotencyKey();
    expect(fallback).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(fallback);
  });

  test('retries twice when no answer came (network, gateway timeout), never after a 4xx', () => {
    for (const status of [0, 502, 503, 504]) {
      const lost = new ApiError(status, undefined);
      expect(retryWhenUnanswered(0, lost)).toBe(true);
      expect(retryWhenUnanswered(1, lost)).toBe(true);
      expect(retryWhenUnanswered(2, lost)).toBe(false);
    }
    for (const status of [400, 401, 409, 429, 500]) {
      expect(retryWhenUnanswered(0, new ApiError(status, 'No'))).toBe(false);
    }
    expect(retryWhenUnanswered(0, new DOMException('Aborted', 'AbortError'))).toBe(false);
  });
});
