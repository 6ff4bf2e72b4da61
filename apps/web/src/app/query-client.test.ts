import { afterEach, describe, expect, test } from 'vitest';
import { CHECK_LOGIN_QUERY_KEY } from '../lib/query-keys';
import { SIGNED_IN_HINT_KEY } from '../lib/storage';
import { createQueryClient } from './query-client';

afterEach(() => localStorage.clear());

describe('the signed-in hint for the next first paint', () => {
  test('follows every answer of the login check, and nothing else', async () => {
    const client = createQueryClient({ onUnexpectedError: () => {} });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();

    // A login (login-page.tsx) and a fetched check.
    client.setQueryData(CHECK_LOGIN_QUERY_KEY, true);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    await client.fetchQuery({ queryKey: CHECK_LOGIN_QUERY_KEY, queryFn: () => true });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');

    // Another query's answer, and the cache dropping the check, change nothing.
    client.setQueryData(['member', 'balance'], false);
    client.removeQueries({ queryKey: CHECK_LOGIN_QUERY_KEY });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');

    // A logout or a lost session (forgetSession), or a check that finds nobody.
    client.setQueryData(CHECK_LOGIN_QUERY_KEY, false);
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
    client.setQueryData(CHECK_LOGIN_QUERY_KEY, true);
    await client.fetchQuery({
      queryKey: CHECK_LOGIN_QUERY_KEY,
      queryFn: () => false,
      staleTime: 0,
    });
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});
