import { createCashfreeProvider } from './cashfree.ts';
import { createDemoProvider } from './demo.ts';
import type { PayoutProvider, PayoutProviderName } from './payout-provider.ts';
import { createRazorpayXProvider } from './razorpayx.ts';

/** A provider as the operator connected it (the secrets already decrypted). */
export interface PayoutProviderConnection {
  provider: PayoutProviderName;
  /**
   * The API's origin, without a path: https://api.razorpay.com for RazorpayX (test keys select
   * its test mode), https://api.cashfree.com or https://sandbox.cashfree.com for Cashfree, or a
   * local fake in tests. Unused by the demo provider.
   */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** RazorpayX: the operator's business account number the payouts are paid from. */
  accountNumber: string;
  /** RazorpayX signs webhooks with a secret of their own; Cashfree signs with the key secret. */
  webhookSecret: string;
  /** Cashfree: the payout public key (PEM) for the request signature, when the IP is not allow-listed. */
  publicKey: string;
}

export interface PayoutProviderOptions {
  /** How long one call may take before its outcome is `unknown`; 10 s by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Demo only: how long after the send a payout settles; 5 s by default. */
  demoSettleAfterMs?: number;
}

export const DEFAULT_PAYOUT_TIMEOUT_MS = 10_000;

export function createPayoutProvider(
  connection: PayoutProviderConnection,
  options: PayoutProviderOptions = {},
): PayoutProvider {
  const common = {
    timeoutMs: options.timeoutMs ?? DEFAULT_PAYOUT_TIMEOUT_MS,
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date()),
  };
  switch (connection.provider) {
    case 'demo':
      return createDemoProvider({ now: common.now, settleAfterMs: options.demoSettleAfterMs });
    case 'razorpayx':
      return createRazorpayXProvider(connection, common);
    case 'cashfree':
      return createCashfreeProvider(connection, common);
  }
}
