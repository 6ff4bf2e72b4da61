import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { SERVER_EVENTS, userBalanceUpdatedSchema } from '@kamao/contract/realtime';
import { memberBalanceQueryOptions } from '../../lib/member-balance';
import { balanceBreakdownQueryOptions } from '../../lib/member-balance-breakdown';
import { MEMBER_QUERY_ROOT } from '../../lib/query-keys';

/**
 * Keeps an open member page's money current without a reload: when money moves for this member
 * anywhere (a gift code in another tab, an operator's payout decision, an ad claim), the server
 * sends user_balance_updated and the top bar shows the new balance at once; the member data on
 * screen is fetched again behind it. After a lost connection it is fetched again too, since
 * updates may have been missed. The socket code loads only for signed-in members.
 */
export function useLiveBalance(signedIn: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn) return;
    let socket: Socket | undefined;
    let unmounted = false;
    const balanceKey = memberBalanceQueryOptions().queryKey;
    // The new amounts are shown at once; the rest of what is on screen (histories, tiles, the
    // wallet answer's own records) is fetched again behind them.
    const refreshMemberData = () =>
      queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] });

    void import('../../lib/member-socket').then(({ connectMemberSocket }) => {
      if (unmounted) return;
      socket = connectMemberSocket('shell');
      socket.on(SERVER_EVENTS.userBalanceUpdated, (payload: unknown) => {
        const update = userBalanceUpdatedSchema.safeParse(payload);
        if (!update.success) return;
        const { withdrawable_amount, deposit_amount } = update.data;
        queryClient.setQueryData(balanceKey, (current) =>
          current ? { ...current, withdrawable_amount, deposit_amount } : current,
        );
        // The top bar's breakdown panel too; its pending and debt figures follow the refetch.
        queryClient.setQueryData(balanceBreakdownQueryOptions().queryKey, (current) =>
          current ? { ...current, ...update.data } : current,
        );
        void refreshMemberData();
      });
      // Money may have moved between the page's first fetch and the socket's first connection:
      // the balance is fetched once more then. After a reconnect everything may be stale.
      socket.once('connect', () => void queryClient.invalidateQueries({ queryKey: balanceKey }));
      socket.io.on('reconnect', () => void refreshMemberData());
    });
    return () => {
      unmounted = true;
      socket?.disconnect();
    };
  }, [signedIn, queryClient]);
}
