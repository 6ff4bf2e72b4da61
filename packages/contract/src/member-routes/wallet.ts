import type { ApiRoute } from '../api-route.ts';
import { looseAnswerSchema, objEnvelope } from '../api-envelope.ts';
import {
  balanceDataAnswerSchema,
  convertBalanceAnswerSchema,
  convertBalancePayloadSchema,
  withdrawalPayloadSchema,
} from '../api-wallet.ts';
import { balanceBreakdownAnswerSchema } from '../api-wallet-breakdown.ts';
import { idempotencyKeyHeadersSchema } from '../idempotency-key.ts';

/** The wallet: balances and withdrawals, the balance panel, the balance converter. */
export const walletRoutes = {
  userBalanceData: {
    method: 'GET',
    path: '/userAmount/userBalanceData_get',
    auth: 'member',
    answer: balanceDataAnswerSchema,
  },
  /** Status 200 means success; the spec shows no body. */
  withdraw: {
    method: 'POST',
    path: '/userAmount/userWithdrawal_record_post',
    auth: 'member',
    body: objEnvelope(withdrawalPayloadSchema),
    headers: idempotencyKeyHeadersSchema,
    answer: looseAnswerSchema,
  },
  /** Ours: what the top bar's balance is made of, for the panel it opens. */
  balanceBreakdown: {
    method: 'GET',
    path: '/userAmount/user_balance_breakdown',
    auth: 'member',
    answer: balanceBreakdownAnswerSchema,
  },
  convertBalanceGet: {
    method: 'GET',
    path: '/userAmount/userConvertBalance_get',
    auth: 'member',
    answer: convertBalanceAnswerSchema,
  },
  /** Status 200 means success. */
  convertBalancePatch: {
    method: 'PATCH',
    path: '/userAmount/userBalanceConvertPatch',
    auth: 'member',
    body: objEnvelope(convertBalancePayloadSchema),
    headers: idempotencyKeyHeadersSchema,
    answer: looseAnswerSchema,
  },
} as const satisfies Record<string, ApiRoute>;
