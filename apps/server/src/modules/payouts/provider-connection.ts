import {
  PAYOUT_PROVIDER_ERRORS,
  type AdminPayoutProviderUpdate,
  type PayoutProviderChoice,
} from '@kamao/contract/admin/payout-provider';
import { rupeesToMilli } from '@kamao/contract/money';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutProviderConnection } from '../../db/schema/index.ts';
import type { PayoutProviderConnection } from '../../integrations/payouts/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { SecretBox } from './secret-box.ts';

/** The operator's payout settings as the engine reads them; money in milli-rupees. */
export interface PayoutSettings {
  choice: PayoutProviderChoice;
  /** Null while payouts are manual. */
  connection: PayoutProviderConnection | null;
  baseUrl: string;
  keyId: string;
  accountNumber: string;
  saved: { keySecret: boolean; webhookSecret: boolean; publicKey: boolean };
  dailyCap: bigint | null;
  autoPay: boolean;
  autoPayBelow: bigint | null;
  autoPaySince: Date | null;
}

const CONNECTION_ROW = 1;

/** Where each provider's API is when the operator leaves the base URL empty (its live API). */
const DEFAULT_BASE_URLS: Record<'razorpayx' | 'cashfree', string> = {
  razorpayx: 'https://api.razorpay.com',
  cashfree: 'https://api.cashfree.com',
};

export async function readPayoutSettings(db: DbOrTx, box: SecretBox): Promise<PayoutSettings> {
  const [row] = await db
    .select()
    .from(payoutProviderConnection)
    .where(eq(payoutProviderConnection.id, CONNECTION_ROW));
  const choice = row?.provider ?? 'manual';
  const keySecret = box.open('keySecret', row?.keySecretSealed ?? null);
  const webhookSecret = box.open('webhookSecret', row?.webhookSecretSealed ?? null);
  const publicKey = box.open('publicKey', row?.publicKeySealed ?? null);
  return {
    choice,
    connection:
      choice === 'manual'
        ? null
        : {
            provider: choice,
            baseUrl: row?.baseUrl ?? '',
            keyId: row?.keyId ?? '',
            keySecret: keySecret ?? '',
            accountNumber: row?.accountNumber ?? '',
            webhookSecret: webhookSecret ?? '',
            publicKey: publicKey ?? '',
          },
    baseUrl: row?.baseUrl ?? '',
    keyId: row?.keyId ?? '',
    accountNumber: row?.accountNumber ?? '',
    // A secret sealed under another server secret cannot be opened: it counts as not saved.
    saved: {
      keySecret: keySecret !== null,
      webhookSecret: webhookSecret !== null,
      publicKey: publicKey !== null,
    },
    dailyCap: row?.dailyCap ?? null,
    autoPay: row?.autoPay ?? false,
    autoPayBelow: row?.autoPayBelow ?? null,
    autoPaySince: row?.autoPaySince ?? null,
  };
}

/**
 * Saves the operator's settings. A secret left out keeps the saved one (secrets are write-only);
 * each provider's required settings must then be there (400 naming the first missing one).
 */
export async function savePayoutSettings(
  db: DbOrTx,
  box: SecretBox,
  update: Required<Omit<AdminPayoutProviderUpdate, 'keySecret' | 'webhookSecret' | 'publicKey'>> &
    Pick<AdminPayoutProviderUpdate, 'keySecret' | 'webhookSecret' | 'publicKey'>,
): Promise<void> {
  const current = await readPayoutSettings(db, box);
  const baseUrl =
    update.baseUrl ||
    (update.provider === 'razorpayx' || update.provider === 'cashfree'
      ? DEFAULT_BASE_URLS[update.provider]
      : '');
  if (baseUrl && !/^https?:\/\/[^\s/]+/.test(baseUrl)) {
    throw badRequest(PAYOUT_PROVIDER_ERRORS.badBaseUrl);
  }
  const has = (fresh: string | undefined, saved: boolean) => Boolean(fresh) || saved;
  const missing = missingSetting(update.provider, {
    keyId: Boolean(update.keyId),
    keySecret: has(update.keySecret, current.saved.keySecret),
    accountNumber: Boolean(update.accountNumber),
    webhookSecret: has(update.webhookSecret, current.saved.webhookSecret),
  });
  if (missing) throw badRequest(PAYOUT_PROVIDER_ERRORS.missingSetting(missing));
  if (update.autoPay && update.autoPayBelow === null) {
    throw badRequest(PAYOUT_PROVIDER_ERRORS.autoPayNeedsLimit);
  }
  const values = {
    provider: update.provider,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    keyId: update.keyId,
    accountNumber: update.accountNumber,
    dailyCap: update.dailyCap === null ? null : rupeesToMilli(update.dailyCap),
    autoPay: update.autoPay,
    autoPayBelow: update.autoPayBelow === null ? null : rupeesToMilli(update.autoPayBelow),
    // Turning auto pay on starts it from now: the queue already there is the operator's to send.
    autoPaySince: update.autoPay ? (current.autoPay ? current.autoPaySince : new Date()) : null,
    updatedAt: sql`now()`,
    ...(update.keySecret && { keySecretSealed: box.seal('keySecret', update.keySecret) }),
    ...(update.webhookSecret && {
      webhookSecretSealed: box.seal('webhookSecret', update.webhookSecret),
    }),
    ...(update.publicKey && { publicKeySealed: box.seal('publicKey', update.publicKey) }),
  };
  await db
    .insert(payoutProviderConnection)
    .values({ id: CONNECTION_ROW, ...values })
    .onConflictDoUpdate({ target: payoutProviderConnection.id, set: values });
}

function missingSetting(
  provider: PayoutProviderChoice,
  present: { keyId: boolean; keySecret: boolean; accountNumber: boolean; webhookSecret: boolean },
): string | undefined {
  if (provider === 'razorpayx') {
    if (!present.keyId) return 'the key id';
    if (!present.keySecret) return 'the key secret';
    if (!present.accountNumber) return 'the account number';
    if (!present.webhookSecret) return 'the webhook secret';
  }
  if (provider === 'cashfree') {
    if (!present.keyId) return 'the client id';
    if (!present.keySecret) return 'the client secret';
  }
  return undefined;
}
