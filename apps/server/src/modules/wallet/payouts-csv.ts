import { formatAmount } from '@kamao/contract/money';
import { checkPayoutAccount } from '@kamao/contract/payout-account';
import type { DbOrTx } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { kolkataDate, kolkataDateTime } from '../../lib/kolkata-time.ts';
import { approvedPayouts, pendingPayouts, type WithdrawalFilters } from './payout-queue.ts';

const APPROVED_COLUMNS = [
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
    APPROVED_COLUMNS,
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

/**
 * The pending export: what a bank's bulk-payment tool asks for (the beneficiary, the UPI id or the
 * account number and IFSC, the amount) and what brings the references back: withdrawal_id, and an
 * empty payment_reference the operator fills in before importing the file in the console.
 */
const PENDING_COLUMNS = [
  'withdrawal_id',
  'order_number',
  'requested_at_ist',
  'user_name',
  'name',
  'email',
  'mobile',
  'method',
  'account_information',
  'upi_id',
  'bank_account_number',
  'ifsc',
  'amount_inr',
  'payment_reference',
];

/**
 * The account's UPI id, or its bank account number and IFSC, in their own columns. Read from the
 * text as it is kept (checked when the member bound it), so a method of kind "other" whose account
 * has one of these shapes gets the columns too, which is what the bank's tool needs.
 */
function accountColumns(account: string): [string, string, string] {
  if (checkPayoutAccount('upi', account).ok) return [account, '', ''];
  const bank = checkPayoutAccount('bank', account);
  if (!bank.ok) return ['', '', ''];
  const [number = '', ifsc = ''] = bank.account.split(' ');
  return ['', number, ifsc];
}

/** The pending, not held withdrawals matching the filters as CSV to pay by hand, oldest first. */
export async function pendingPayoutsCsv(
  db: DbOrTx,
  filters: Omit<WithdrawalFilters, 'status'>,
): Promise<string> {
  const rows = await pendingPayouts(db, filters);
  return toCsv(
    PENDING_COLUMNS,
    rows.map((r) => [
      r.id,
      r.id.toUpperCase(),
      kolkataDateTime(r.createdAt),
      r.userName,
      r.name,
      r.email,
      r.mobile,
      r.method,
      r.accountInformation,
      ...accountColumns(r.accountInformation),
      formatAmount(r.amount),
      '',
    ]),
  );
}

/** The download's file name: what it holds and the Indian day of the export. */
export const payoutsCsvFileName = (status: 'Success' | 'Pending', now = new Date()) =>
  `${status === 'Pending' ? 'pending-payouts' : 'payouts'}-${kolkataDate(now)}.csv`;
