import { CONVERTER_TEXTS as SPEC_TEXTS } from '@kamao/contract/wallet-texts';

/** Texts of the balance converter (spec part 2 §2.6, §5, §8). */
export const CONVERTER_TEXTS = {
  title: 'Balance Converter',
  deposit: 'Deposit Balance',
  withdrawable: 'Withdrawable Balance',
  available: 'Available Balance',
  direction: 'Conversion type',
  withdrawToDeposit: 'Withdraw to Deposit',
  depositToWithdraw: 'Deposit to Withdraw',
  chooseDirection: '* Please Select one of them',
  amountLabel: 'Amount',
  convertNow: 'Convert Now',
  clear: 'Clear',
  charge: 'Charge',
  historyTitle: 'Convert History',
  empty: '🚫 No Balance Convert Yet',
  orderNumber: 'Order No.',
  copyOrder: 'Copy order number',
  converted: 'Converted',
  charges: 'Charges',
  received: 'Received',
  invalidTitle: 'Invalid Amount',
  invalidText: SPEC_TEXTS.nothingToReceive,
  insufficientTitle: 'Insufficient Balance',
  insufficientText: SPEC_TEXTS.exceedsBalance,
  confirmTitle: 'Are you sure?',
  confirmText: (amount: string, charge: string) =>
    `Convert ₹${amount} with a charge of ₹${charge}?`,
  confirmYes: 'Yes, Convert',
  confirmNo: 'No, Cancel',
  successTitle: 'Success',
  successText: SPEC_TEXTS.success,
  errorTitle: 'Error',
  errorText: 'There was an issue with the conversion process. Please try again later.',
  networkText: 'Network error or server issue. Please try again later.',
  loadFailed: 'Something went wrong.',
} as const;

export const CONVERT_HISTORY_PAGE_SIZE = 5;
