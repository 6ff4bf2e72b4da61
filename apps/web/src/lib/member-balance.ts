import { queryOptions, useQuery } from '@tanstack/react-query';
import { rupeesToMilli } from '@kamao/contract/money';
import { apiRequest } from './api-client';
import { startEarly, takingEarlyAnswer } from './early-answers';
import { MEMBER_QUERY_ROOT } from './query-keys';

/**
 * GET /userAmount/userBalanceData_get: the wallet state behind the member top bar, the
 * withdraw page and anything else that shows the available balance
 * (docs/product/site-and-pages.md#member-top-bar: the balance is shared with the top bar). A
 * feature that moves money invalidates memberBalanceQueryOptions().queryKey and the top bar
 * follows.
 */
const BALANCE_KEY = [MEMBER_QUERY_ROOT, 'balanceData'] as const;
const fetchBalance = async (signal?: AbortSignal) =>
  (await apiRequest('userBalanceData', { signal })).msg;

export function memberBalanceQueryOptions() {
  return queryOptions({
    queryKey: BALANCE_KEY,
    queryFn: takingEarlyAnswer(BALANCE_KEY, fetchBalance),
  });
}

/** Asks for the balance before the member page's code is in (lib/early-answers.ts). */
export const startMemberBalanceEarly = () => startEarly(BALANCE_KEY, fetchBalance);

export function useMemberBalance() {
  return useQuery(memberBalanceQueryOptions());
}

/**
 * The navigation balance: withdrawable_amount plus deposit_amount, added exactly as
 * milli-rupees (never float addition: 0.1 + 0.2 must show 0.300).
 */
export function availableBalanceMilli(wallets: {
  withdrawable_amount: number;
  deposit_amount: number;
}): bigint {
  return rupeesToMilli(wallets.withdrawable_amount) + rupeesToMilli(wallets.deposit_amount);
}
