import { vi } from 'vitest';

/** One answer of the fake server: a status and a JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

export type FakeRoutes = Record<string, FakeAnswer | ((request: Request) => FakeAnswer)>;

/**
 * Replaces fetch with a fake server answering by pathname ('POST /userRoute/logout' or just the
 * path for any method). Unknown paths answer 404. Returns the calls made, as "METHOD /path".
 */
export function installFakeApi(routes: FakeRoutes) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://kamao.test'), init);
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    const route = routes[`${request.method} ${pathname}`] ?? routes[pathname];
    const answer =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, body: { error_msg: 'Not found' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

export const loggedIn = (isLogin: boolean) => ok({ msg: { isLogin } });

/** The demo member's wallet: ₹100.000 withdrawable and ₹200.000 deposit. */
export const demoBalance = (withdrawable = 100, deposit = 200) =>
  ok({
    msg: {
      withdrawable_amount: withdrawable,
      deposit_amount: deposit,
      pending_withdrawal_amount: 0,
      total_withdrawal_amount: 0,
      withdrawal_method: '',
      withdrawal_account_information: '',
      withdrawalMethod_minimumAmount: 0,
      withdrawal_Records: [],
      other_data_withdrawal_instructions: '',
    },
  });
