import type { DomainEventOf } from '../db/domain-events.ts';

/** A member's accounts changed; balances (and debt) in milli-rupees as decimal strings. */
export interface MemberBalanceChanged {
  memberId: string;
  withdrawable: string;
  deposit: string;
  debt: string;
}

declare module '../db/domain-events.ts' {
  interface DomainEventMap {
    'member.balance_changed': MemberBalanceChanged;
  }
}

/** The notice of a member's wallets as they now stand (user_balance_updated on open pages). */
export function balanceChangedEvent(
  memberId: string,
  balances: { withdrawable: bigint; deposit: bigint; debt: bigint },
): DomainEventOf<'member.balance_changed'> {
  return {
    type: 'member.balance_changed',
    memberId,
    withdrawable: balances.withdrawable.toString(),
    deposit: balances.deposit.toString(),
    debt: balances.debt.toString(),
  };
}
