import { formatAmount } from '@kamao/contract/money';
import type { DbOrTx } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { kolkataDate, kolkataDateTime } from '../../lib/kolkata-time.ts';
import { approvedPayouts, type WithdrawalFilters } from './payout-queue.ts';

const COLUMNS = [
  'order_number',
  'approved_at_ist',
  'user_name',
  'name',
  'mobile',
  'method',
  'account_information',
  'amount_inr',
  'payment_reference',
];

/**
 * The approved payouts matching the filters as CSV for the payment provider, oldest decision
 * first, times in India (toCsv writes a cell that looks like a formula as text).
 */
export async function approvedPayoutsCsv(
  db: DbOrTx,
  filters: Omit<WithdrawalFilters, 'status'>,
): Promise<string> {
  const rows = await approvedPayouts(db, filters);
  return toCsv(
    COLUMNS,
    rows.map((r) => [
      r.id.toUpperCase(),
      r.decidedAt ? kolkataDateTime(r.decidedAt) : '',
      r.userName,
      r.name,
      r.mobile,
      r.method,
      r.accountInformation,
      formatAmount(r.amount),
      r.paymentReference ?? '',
    ]),
  );
}

/** The download's file name: the Indian day of the export. */
export const payoutsCsvFileName = (now = new Date()) => `payouts-${kolkataDate(now)}.csv`;
