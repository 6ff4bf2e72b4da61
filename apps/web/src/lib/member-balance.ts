import { queryOptions, useQuery } from '@tanstack/react-query';
import { rupeesToMilli } from '@kamao/contract/money';
import { apiRequest } from './api-client';
import { MEMBER_QUERY_ROOT } from './query-keys';

/**
 * GET /userAmount/userBalanceData_get: the wallet state behind the member top bar, the
 * withdraw page and anything else that shows the available balance (spec part 1 §2 "Member
 * top bar", §4 "Dashboard": the balance is shared with the top bar). A feature that moves
 * money invalidates memberBalanceQueryOptions().queryKey and the top bar follows.
 */
export function memberBalanceQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'balanceData'] as const,
    queryFn: async ({ signal }) => (await apiRequest('userBalanceData', { signal })).msg,
  });
}

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
