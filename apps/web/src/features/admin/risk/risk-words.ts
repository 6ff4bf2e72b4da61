import type { RiskGroup, RiskSignalKindName } from '@kamao/contract/admin/risk';

/** What a shared signal is, as the operator reads it (docs/product/risk.md#signals). */
const KIND_WORDS: Record<RiskSignalKindName, string> = {
  device: 'Same device',
  payoutAccount: 'Same payout account',
  address: 'Same address',
  network: 'Same network',
  referrer: 'Same referrer',
  email: 'Same mailbox',
};

/** A payout account's prefix (`upi:`, `paytm:`, `bank:`) as the method's name. */
const ACCOUNT_PREFIXES: Record<string, string> = {
  upi: 'UPI id',
  paytm: 'Paytm number',
  bank: 'Bank account',
};

/**
 * A long id (a device's) cut to its last characters: enough to tell two apart on screen, short
 * enough for a phone's line. The end, because ids made close in time share their beginning.
 */
export function shortId(id: string): string {
  return id.length > 12 ? `…${id.slice(-8)}` : id;
}

/**
 * One shared signal in words: its kind, and its value as the operator can read it (a device id
 * shortened, a payout account with its method, a referrer by their userName when they are in the
 * group). The value is member data: callers render it as text only.
 */
export function signalInWords(
  signal: RiskGroup['signals'][number],
  members: RiskGroup['members'],
): { kind: string; value: string } {
  const kind = KIND_WORDS[signal.kind];
  switch (signal.kind) {
    case 'device':
      return { kind, value: shortId(signal.value) };
    case 'payoutAccount': {
      const colon = signal.value.indexOf(':');
      const method = ACCOUNT_PREFIXES[signal.value.slice(0, colon)];
      return method
        ? { kind: `Same ${method}`, value: signal.value.slice(colon + 1) }
        : { kind, value: signal.value };
    }
    case 'referrer': {
      const referrer = members.find((m) => m.id === signal.value);
      return { kind, value: referrer ? referrer.userName : shortId(signal.value) };
    }
    default:
      return { kind, value: signal.value };
  }
}

/** Scores at or above this stand out in red; from the middle up in amber. */
export const HIGH_SCORE = 70;
export const MEDIUM_SCORE = 40;
