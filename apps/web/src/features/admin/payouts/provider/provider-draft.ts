import type { z } from 'zod';
import type {
  AdminPayoutProvider,
  PayoutProviderChoice,
  adminPayoutProviderUpdateSchema,
} from '@kamao/contract/admin/payout-provider';

/** The provider settings form's boxes: text as typed, secrets empty until the operator types one. */
export interface ProviderDraft {
  provider: PayoutProviderChoice;
  baseUrl: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  publicKey: string;
  /** Rupees; empty: no cap. */
  dailyCap: string;
  autoPay: boolean;
  autoPayBelow: string;
}
export type ProviderBody = z.output<typeof adminPayoutProviderUpdateSchema>;

/** A connection setting some providers need (the cap and auto pay are every provider's). */
export type ConnectionField =
  'baseUrl' | 'keyId' | 'keySecret' | 'accountNumber' | 'webhookSecret' | 'publicKey';

/**
 * What each choice asks for. RazorpayX signs its webhooks with a secret of their own and pays from
 * the operator's business account; Cashfree signs with the key secret and takes a public key when
 * the server's address is not on its allow-list. Manual and demo need no keys.
 */
export const FIELDS_OF: Record<PayoutProviderChoice, readonly ConnectionField[]> = {
  manual: [],
  demo: [],
  razorpayx: ['baseUrl', 'keyId', 'keySecret', 'accountNumber', 'webhookSecret'],
  cashfree: ['baseUrl', 'keyId', 'keySecret', 'publicKey'],
};

export const PROVIDER_NAMES: Record<PayoutProviderChoice, string> = {
  manual: 'Manual',
  demo: 'Demo',
  razorpayx: 'RazorpayX',
  cashfree: 'Cashfree',
};

export const PROVIDER_OPTIONS = [
  { value: 'manual', label: 'Manual: pay by hand' },
  { value: 'demo', label: 'Demo: no money moves' },
  { value: 'razorpayx', label: 'RazorpayX Payouts' },
  { value: 'cashfree', label: 'Cashfree Payouts' },
] as const satisfies readonly { value: PayoutProviderChoice; label: string }[];

/** The server keeps each provider's live API when the base URL is left empty. */
export const BASE_URL_HINT: Partial<Record<PayoutProviderChoice, string>> = {
  razorpayx: 'Empty: the live API, https://api.razorpay.com',
  cashfree:
    'Empty: the live API, https://api.cashfree.com/payout (sandbox: https://sandbox.cashfree.com/payout)',
};

const rupeesText = (rupees: number | null) => (rupees === null ? '' : String(rupees));

/** The form as the saved settings fill it; secrets are never sent back, so their boxes start empty. */
export const providerDraftOf = (saved: AdminPayoutProvider): ProviderDraft => ({
  provider: saved.provider,
  baseUrl: saved.baseUrl,
  keyId: saved.keyId,
  keySecret: '',
  accountNumber: saved.accountNumber,
  webhookSecret: '',
  publicKey: '',
  dailyCap: rupeesText(saved.dailyCap),
  autoPay: saved.autoPay,
  autoPayBelow: rupeesText(saved.autoPayBelow),
});

/**
 * An amount box as the body's number. The form kit has already read an empty box as null; what
 * is left is typed text, and text that is no number becomes NaN, which the schema refuses with
 * the form kit's words for an amount.
 */
const amountOf = (typed: string | null): number | null =>
  typed === null ? null : Number(typed.trim());

/**
 * The body a draft sends: the connection fields the chosen provider uses (the others empty), a
 * secret only when one was typed (an empty box keeps the saved one), amounts as numbers.
 */
export function providerBodyOf(draft: ProviderDraft) {
  const uses = new Set<ConnectionField>(FIELDS_OF[draft.provider]);
  const text = (field: 'baseUrl' | 'keyId' | 'accountNumber') =>
    uses.has(field) ? draft[field].trim() : '';
  const secret = (field: 'keySecret' | 'webhookSecret' | 'publicKey') => {
    const typed = draft[field].trim();
    return uses.has(field) && typed ? { [field]: typed } : {};
  };
  const manual = draft.provider === 'manual';
  return {
    provider: draft.provider,
    baseUrl: text('baseUrl'),
    keyId: text('keyId'),
    accountNumber: text('accountNumber'),
    ...secret('keySecret'),
    ...secret('webhookSecret'),
    ...secret('publicKey'),
    dailyCap: amountOf(draft.dailyCap as string | null),
    autoPay: !manual && draft.autoPay,
    autoPayBelow: amountOf(draft.autoPayBelow as string | null),
  };
}
