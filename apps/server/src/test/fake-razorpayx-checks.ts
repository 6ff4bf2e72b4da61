/**
 * The checks the fake RazorpayX makes on a composite payout, as RazorpayX's API reference states
 * them (one description per field, as its BAD_REQUEST_ERROR answers carry).
 */
export interface CompositeBody {
  account_number: string;
  amount: number;
  currency: string;
  mode: string;
  purpose: string;
  fund_account: unknown;
  queue_if_low_balance?: boolean;
  reference_id?: string;
  narration?: string;
  notes?: Record<string, string>;
}

/** What RazorpayX checks in a composite payout, as its API reference lists it. */
export function compositeProblem(
  body: unknown,
  accountNumber: string,
): { description: string; field: string } | null {
  if (typeof body !== 'object' || body === null) {
    return { description: 'The request body is not valid JSON.', field: 'body' };
  }
  const b = body as Partial<CompositeBody> & Record<string, unknown>;
  if (b.account_number !== accountNumber) {
    return { description: 'The account number is invalid.', field: 'account_number' };
  }
  if (!Number.isInteger(b.amount) || (b.amount ?? 0) < 100) {
    return { description: 'The amount must be atleast INR 1.00', field: 'amount' };
  }
  if (b.currency !== 'INR') return { description: 'The currency is invalid.', field: 'currency' };
  if (
    !['payout', 'refund', 'cashback', 'salary', 'utility bill', 'vendor bill'].includes(
      b.purpose ?? '',
    )
  ) {
    return { description: 'The purpose is invalid.', field: 'purpose' };
  }
  if (b.queue_if_low_balance !== undefined && typeof b.queue_if_low_balance !== 'boolean') {
    return {
      description: 'queue_if_low_balance must be a boolean.',
      field: 'queue_if_low_balance',
    };
  }
  if (b.narration !== undefined && !/^[A-Za-z0-9 ]{0,30}$/.test(b.narration)) {
    return {
      description: 'The narration may have only letters, digits and spaces, 30 at most.',
      field: 'narration',
    };
  }
  if (
    b.reference_id !== undefined &&
    (typeof b.reference_id !== 'string' || b.reference_id.length > 40)
  ) {
    return {
      description: 'The reference id may not be longer than 40 characters.',
      field: 'reference_id',
    };
  }
  return fundAccountProblem(b.fund_account as FundAccount | undefined, b.mode);
}

interface FundAccount {
  account_type?: string;
  vpa?: { address?: string };
  bank_account?: { name?: string; ifsc?: string; account_number?: string };
  contact?: { name?: string; type?: string };
}

type Problem = { description: string; field: string } | null;

/** The inline contact and fund account, and whether the mode suits the account. */
function fundAccountProblem(fund: FundAccount | undefined, mode: string | undefined): Problem {
  if (!fund?.contact?.name)
    return { description: 'The contact name is required.', field: 'fund_account.contact.name' };
  if (!['customer', 'employee', 'vendor', 'self'].includes(fund.contact.type ?? '')) {
    return { description: 'The contact type is invalid.', field: 'fund_account.contact.type' };
  }
  if (fund.account_type === 'vpa') {
    if (mode !== 'UPI') return { description: 'The mode is invalid for a VPA.', field: 'mode' };
    if (!/^[A-Za-z0-9.\-_]+@[A-Za-z0-9]+$/.test(fund.vpa?.address ?? '')) {
      return {
        description: 'Invalid VPA. Please enter a valid Virtual Payment Address',
        field: 'fund_account.vpa.address',
      };
    }
    return null;
  }
  if (fund.account_type === 'bank_account') {
    if (!['IMPS', 'NEFT', 'RTGS'].includes(mode ?? ''))
      return { description: 'The mode is invalid.', field: 'mode' };
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(fund.bank_account?.ifsc ?? '')) {
      return {
        description: 'The ifsc must be 11 characters.',
        field: 'fund_account.bank_account.ifsc',
      };
    }
    if (
      !/^[A-Za-z0-9]{5,35}$/.test(fund.bank_account?.account_number ?? '') ||
      !fund.bank_account?.name
    ) {
      return {
        description: 'The account number is invalid.',
        field: 'fund_account.bank_account.account_number',
      };
    }
    return null;
  }
  return { description: 'The account type is invalid.', field: 'fund_account.account_type' };
}
