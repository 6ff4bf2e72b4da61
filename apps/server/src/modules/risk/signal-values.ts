import { isIP } from 'node:net';
import type { PayoutMethodKind } from '@kamao/contract/payout-account';

/**
 * The forms in which signals are compared: two members share a signal when these agree. Each
 * undoes what a farm varies to look like many people.
 */

/** An IPv4-mapped address as its IPv4 form, anything else as it came. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * One mailbox, however it is written: lower case, `+tags` dropped, googlemail.com read as
 * gmail.com, and Gmail's dots ignored (Gmail delivers a.b@gmail.com to ab@gmail.com).
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  local = local.split('+')[0] ?? local;
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** An Indian mobile number as its last ten digits (+91, 0 and spaces dropped). */
export function mobileOf(mobile: string): string | undefined {
  const digits = mobile.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : undefined;
}

// A UPI id as the contract shapes it (payout-account.ts): a handle, @, the payment app's name.
const UPI_SHAPED = /^[\w.-]+@[a-z][a-z0-9.-]*$/i;

/**
 * A payout account as the bank or wallet sees it, by its method's kind: a UPI id trimmed and in
 * lower case, a Paytm number as its ten digits, a bank account as `<number> <IFSC>` with the IFSC
 * in capitals, any other account trimmed, under its method's name. A UPI id typed under an
 * `other` method (a wallet app the operator did not mark as UPI) is still that UPI id, so it is
 * compared as one.
 */
export function payoutAccountOf(
  method: { name: string; kind: PayoutMethodKind },
  account: string,
): string | undefined {
  const text = account.trim();
  if (!text) return undefined;
  switch (method.kind) {
    case 'upi':
      return `upi:${text.toLowerCase()}`;
    case 'paytm':
      return `paytm:${mobileOf(text) ?? text}`;
    case 'bank': {
      const [number = '', ifsc = ''] = text.split(/\s+/);
      return `bank:${number.replace(/\D/g, '')} ${ifsc.toUpperCase()}`;
    }
    case 'other':
      if (UPI_SHAPED.test(text)) return `upi:${text.toLowerCase()}`;
      return `${method.name.trim().toLowerCase()}:${text}`;
  }
}
