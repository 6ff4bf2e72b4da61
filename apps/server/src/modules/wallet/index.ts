// The wallet module's public face: what other modules may use of it; the rest is its own.
export { availableBalance } from './available-balance.ts';
export { pendingWithdrawalTotals } from './pending-withdrawals.ts';
export { KEY_TAKEN, keyReused, runOncePerKey, withoutKey } from './idempotent-request.ts';
export {
  decideWithdrawal,
  payableMilli,
  reverseWithdrawal,
  type DecisionInput,
  type DecisionResult,
  type PayingProvider,
} from './withdrawal-decision.ts';
export { holdPendingWithdrawals } from './withdrawal-holds.ts';
export { latestWithdrawals } from './latest-withdrawals.ts';
export { requestWithdrawal } from './withdrawal.ts';
export { findWithdrawal } from './payout-queue.ts';
export { presentWithdrawal } from './admin-payout-routes.ts';
