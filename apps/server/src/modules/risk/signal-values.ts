import { isIP } from 'node:net';

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

/**
 * A payout account as the bank or wallet sees it: a UPI id trimmed and in lower case, a Paytm
 * number as ten digits, a bank account as its number and IFSC in capitals. The method's name
 * tells which; an account of any other method is compared trimmed and in lower case.
 */
export function payoutAccountOf(method: string, account: string): string | undefined {
  const text = account.trim();
  if (!text) return undefined;
  const name = method.trim().toLowerCase();
  if (name.includes('upi') || /^[\w.-]+@[a-z][a-z0-9.-]*$/i.test(text)) {
    return `upi:${text.toLowerCase()}`;
  }
  if (name.includes('paytm')) return `paytm:${mobileOf(text) ?? text}`;
  if (name.includes('bank')) {
    const [number = '', ifsc = ''] = text.toUpperCase().split(/\s+/);
    return `bank:${number.replace(/\D/g, '')} ${ifsc}`;
  }
  return `${name}:${text.toLowerCase()}`;
}
