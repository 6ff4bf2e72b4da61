import '../lib/i18n';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { expectNoEnglish, inHindi } from '../testing/in-hindi';
import { QueryBoundary, type QueryBoundaryProps } from './query-boundary';

afterEach(cleanup);

type Query = QueryBoundaryProps<string[]>['query'];
const query = (state: Partial<Query>): Query => ({
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

function show(state: Partial<Query>, props: Partial<QueryBoundaryProps<string[]>> = {}) {
  const q = query(state);
  render(
    <QueryBoundary
      query={q}
      errorText="The list could not be loaded."
      isEmpty={(rows) => rows.length === 0}
      empty={<p>Nothing yet</p>}
      {...props}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryBoundary>,
  );
  return q;
}

describe('QueryBoundary', () => {
  test('the loading skeleton while the data loads', () => {
    show({ isPending: true });
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
  });

  test('a failure with the page text and a retry that asks again', () => {
    const q = show({ isError: true, error: new ApiError(500, 'Server down') });
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  test("the server's message when the page asks for it, never a session flag", () => {
    show({ isError: true, error: new ApiError(400, 'Server down') }, { serverMessage: true });
    expect(screen.getByRole('alert').textContent).toContain('Server down');
  });

  test('a lost session keeps the skeleton: the session reaction is leaving for /login', () => {
    const lost = new ApiError(401, SESSION_FLAGS.tokenNotFound, {
      sessionFlag: SESSION_FLAGS.tokenNotFound,
    });
    show({ isError: true, error: lost }, { serverMessage: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/jwtMiddleware/)).toBeNull();
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
  });

  test('a failed background refetch keeps the page and what it shows', () => {
    show({ isError: true, error: new ApiError(0, undefined), data: ['first'] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('first');
  });

  test('the empty state, then the data', () => {
    show({ data: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    cleanup();
    show({ data: ['first', 'second'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'first',
      'second',
    ]);
  });
});

describe('QueryBoundary in Hindi', () => {
  inHindi();

  test('the loading skeleton and the failure with its retry are Hindi', () => {
    show({ isPending: true });
    expect(screen.getByText('लोड हो रहा है…')).toBeTruthy();
    expectNoEnglish();
    cleanup();
    show({ isError: true, error: new Error('offline') }, { errorText: 'सूची लोड नहीं हो सकी।' });
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
    expectNoEnglish();
  });
});
