import type { LanguageCode } from '@kamao/contract/language';
import { CONVERTER_TEXTS } from '@kamao/contract/wallet-texts';
import type { ConversionDirection } from '@kamao/contract/constants';
import { rupeesToMilli } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { memberWallet, systemAccount, type MemberWallet } from '../../ledger/kinds.ts';
import { postMovement, type Leg } from '../../ledger/post-movement.ts';
import { chargeAt, copiedConversionChargeBp, type SettingsCopy } from '../settings/index.ts';
import { readSiteText } from '../site/index.ts';
import { KEY_TAKEN, keyReused, runOncePerKey, withoutKey } from './idempotent-request.ts';
import { rupeeText } from '../../lib/rupee-text.ts';
import type { CountedHit } from '../../shared-state/counted-hit.ts';
import { memberHistory, transferMetadataByKey } from '../../ledger/history.ts';
const WALLETS: Record<
  ConversionDirection,
  { from: MemberWallet; to: MemberWallet; name: MemberWallet }
> = {
  depositToWithdraw: { from: 'deposit', to: 'withdrawable', name: 'deposit' },
  withdrawToDeposit: { from: 'withdrawable', to: 'deposit', name: 'withdrawable' },
};

// docs/product/converter.md#checks; the withdrawable variant follows "the same pattern".
const conversionExceedsText = (direction: ConversionDirection, balanceMilli: bigint) =>
  CONVERTER_TEXTS.exceedsBalance(WALLETS[direction].name, rupeeText(balanceMilli));
type ConversionInput = {
  balanceToConvert: number;
  charge?: number;
  conversionType_state: ConversionDirection;
};
type Conversion = { id: string; amount: bigint; charge: bigint };

/**
 * The ledger keys of a conversion made with the client's idempotency key: scoped by member (a
 * member id never holds ':'), and by operation through their own prefixes.
 */
export const conversionKeys = (memberId: string, idempotencyKey: string) => ({
  main: `conversion:member:${memberId}:${idempotencyKey}`,
  fee: `conversion_fee:member:${memberId}:${idempotencyKey}`,
});

/**
 * Moves money between a member's two wallets (docs/product/converter.md#what-happens-to-the-money):
 * the server sets the charge from the operator's rate and ignores any charge the client sends (the
 * converter's answer carries the rates, so the page shows the same charge). One transaction with
 * two legs: the net amount to the other wallet and the charge to fees; the conditional debit of the
 * source wallet makes concurrent conversions of the whole balance succeed once.
 *
 * With the client's idempotency key (ours) the legs' keys come from it: a retry of the same
 * amount and direction answers from the first conversion (the ledger makes a replay a no-op),
 * another amount or direction is refused (idempotent-request.ts). The charge the client sends is
 * ignored here too.
 *
 * hit: the request's count against the member's limit of money calls, which the movement's
 * statement makes (plugins/member-money-limit.ts); over the limit nothing moves.
 */
export async function convertBalance(
  db: Db,
  settings: SettingsCopy,
  memberId: string,
  input: ConversionInput,
  idempotencyKey?: string,
  hit?: CountedHit,
): Promise<Conversion> {
  if (idempotencyKey === undefined) {
    return withoutKey(await newConversion(db, settings, memberId, input, hit));
  }
  const keys = conversionKeys(memberId, idempotencyKey);
  return runOncePerKey({
    find: () => conversionByKey(db, keys.main),
    replay: (first) => {
      const same =
        first.direction === input.conversionType_state &&
        first.amount === rupeesToMilli(input.balanceToConvert);
      if (!same) throw keyReused();
      return { id: first.id, amount: first.amount, charge: first.charge };
    },
    attempt: () => newConversion(db, settings, memberId, input, hit, keys),
    // The conversion is one ledger movement, whose insert of its legs is where the key is taken.
    findFirst: false,
  });
}

/** The conversion whose main leg has this key, as its metadata tells it. */
async function conversionByKey(db: Db, mainKey: string) {
  const metadata = await transferMetadataByKey(db, mainKey);
  if (metadata === undefined) return undefined;
  const meta = (metadata ?? {}) as Partial<Record<string, string>>;
  return {
    id: meta.conversionId ?? '',
    direction: meta.direction,
    amount: BigInt(meta.amount ?? '0'),
    charge: BigInt(meta.charge ?? '0'),
  };
}

async function newConversion(
  db: Db,
  settings: SettingsCopy,
  memberId: string,
  input: ConversionInput,
  hit: CountedHit | undefined,
  keys?: { main: string; fee: string },
): Promise<Conversion | typeof KEY_TAKEN> {
  const direction = input.conversionType_state;
  const wallets = WALLETS[direction];
  const amount = rupeesToMilli(input.balanceToConvert);
  const charge = chargeAt(amount, await copiedConversionChargeBp(settings, direction));
  const received = amount - charge;
  if (received <= 0n) throw badRequest(CONVERTER_TEXTS.nothingToReceive);
  // Whether the wallet covers it is the ledger's conditional debit, in the movement's own
  // transaction; only a refusal reads the balance, for the spec's text.

  const id = newId();
  const metadata = {
    conversionId: id,
    direction,
    amount: amount.toString(),
    charge: charge.toString(),
  };
  const legs: Leg[] = [
    {
      kind: 'conversion',
      from: memberWallet(memberId, wallets.from),
      to: memberWallet(memberId, wallets.to),
      amount: received,
      key: keys?.main ?? `conversion:${id}`,
      metadata,
    },
  ];
  if (charge > 0n) {
    legs.push({
      kind: 'conversion_fee',
      from: memberWallet(memberId, wallets.from),
      to: systemAccount('fees'),
      amount: charge,
      key: keys?.fee ?? `conversion:${id}:fee`,
      metadata,
    });
  }
  try {
    const posted = await postMovement(db, legs, { select: hit?.select });
    // This key moved the money before (a retry, or a parallel request that came first); that
    // conversion is the answer.
    if (posted.replayed) return KEY_TAKEN;
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    const now = await getMemberBalances(db, memberId);
    throw badRequest(conversionExceedsText(direction, now[wallets.from]));
  }
  return { id, amount, charge };
}

/** The converter's history (docs/product/converter.md#history), newest first, in milli-rupees. */
export async function conversionRecords(db: Db, memberId: string) {
  const rows = await memberHistory(db, memberId, 'conversion', 500);
  return rows.map((row) => {
    const meta = (row.metadata ?? {}) as Partial<Record<string, string>>;
    const charge = BigInt(meta.charge ?? '0');
    return {
      id: meta.conversionId ?? '',
      /** What left the source wallet: the amount received plus the charge. */
      amount: meta.amount ? BigInt(meta.amount) : row.amount + charge,
      charge,
      direction: meta.direction as ConversionDirection,
      convertedAt: row.createdAt,
    };
  });
}

/**
 * The converter page (docs/product/converter.md#calls-and-fields): both wallets, the history, the
 * operator's text and the charge per direction, so the page shows the charge the server takes.
 */
export async function converterPage(
  db: Db,
  settings: SettingsCopy,
  memberId: string,
  language: LanguageCode,
) {
  const [balances, records, instructions, depositToWithdraw, withdrawToDeposit] = await Promise.all(
    [
      getMemberBalances(db, memberId),
      conversionRecords(db, memberId),
      readSiteText(db, 'convert_balance_instructions', language),
      copiedConversionChargeBp(settings, 'depositToWithdraw'),
      copiedConversionChargeBp(settings, 'withdrawToDeposit'),
    ],
  );
  return {
    withdrawable: balances.withdrawable,
    deposit: balances.deposit,
    conversions: records,
    instructions,
    chargeBps: { depositToWithdraw, withdrawToDeposit },
  };
}
export type ConverterPage = Awaited<ReturnType<typeof converterPage>>;
