/**
 * The checks the fake Cashfree makes on a v2 standard transfer, with the error codes and
 * messages Cashfree's API reference lists for them.
 */
const MODES = [
  'banktransfer',
  'imps',
  'neft',
  'rtgs',
  'upi',
  'paytm',
  'amazonpay',
  'card',
  'cardupi',
];

export interface TransferBody {
  transfer_id: string;
  transfer_amount: number;
  transfer_currency?: string;
  transfer_mode?: string;
  beneficiary_details: {
    beneficiary_name?: string;
    beneficiary_instrument_details?: Record<string, string>;
    beneficiary_contact_details?: Record<string, string>;
  };
  transfer_remarks?: string;
}

/** What Cashfree checks in a standard transfer, with the codes its API reference lists. */
export function transferProblem(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null) {
    return { code: 'request_invalid', message: 'request body is not valid json' };
  }
  const b = body as Partial<TransferBody>;
  if (b.transfer_id === undefined)
    return { code: 'transfer_id_missing', message: 'transfer_id is missing in the request' };
  if (typeof b.transfer_id !== 'string' || !/^[A-Za-z0-9_]{1,40}$/.test(b.transfer_id)) {
    return { code: 'transfer_id_invalid', message: 'transfer_id should be alphanumeric' };
  }
  if (b.transfer_amount === undefined) {
    return {
      code: 'transfer_amount_missing',
      message: 'transfer_amount is missing in the request',
    };
  }
  if (
    typeof b.transfer_amount !== 'number' ||
    b.transfer_amount < 1 ||
    Math.round(b.transfer_amount * 100) !== b.transfer_amount * 100
  ) {
    return {
      code: 'transfer_amount_invalid',
      message: 'transfer_amount should be greater then 1.00',
    };
  }
  if (b.transfer_currency !== undefined && b.transfer_currency !== 'INR') {
    return { code: 'transfer_currency_invalid', message: 'transfer_currency should be INR' };
  }
  if (b.transfer_mode !== undefined && !MODES.includes(b.transfer_mode)) {
    return {
      code: 'transfer_mode_invalid',
      message:
        'transfer_mode is invalid allowed values are : bank, imps, neft, rtgs, upi, paytm, amazonpay, card and cardupi',
    };
  }
  if (b.transfer_remarks !== undefined && !/^[A-Za-z0-9 ]{0,70}$/.test(b.transfer_remarks)) {
    return { code: 'transfer_remarks_invalid', message: 'transfer_remarks should be alphanumeric' };
  }
  const bene = b.beneficiary_details;
  if (!bene?.beneficiary_name || !/^[A-Za-z ]{1,100}$/.test(bene.beneficiary_name)) {
    return {
      code: 'beneficiary_details.beneficiary_name_invalid',
      message: 'beneficiary_name is invalid. only alphabets and whitespaces are allowed',
    };
  }
  const instrument = bene.beneficiary_instrument_details ?? {};
  const prefix = 'beneficiary_details.beneficiary_instrument_details';
  if (b.transfer_mode === 'upi') {
    if (!/^[A-Za-z0-9._-]+@[A-Za-z0-9]+$/.test(instrument.vpa ?? '')) {
      return { code: `${prefix}.vpa_invalid`, message: 'vpa is in invalid format' };
    }
    return null;
  }
  if (!/^[A-Za-z0-9]{9,18}$/.test(instrument.bank_account_number ?? '')) {
    return {
      code: `${prefix}.bank_account_number_invalid`,
      message: 'bank_account_number should be alphanumeric',
    };
  }
  if (!/^[A-Z]{4}0\d{6}$/.test(instrument.bank_ifsc ?? '')) {
    return {
      code: `${prefix}.bank_ifsc_invalid`,
      message: 'bank_ifsc should be in standard ifsc format',
    };
  }
  return null;
}
