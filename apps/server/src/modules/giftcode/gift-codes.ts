import type { LanguageCode } from '@kamao/contract/language';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { GIFT_CODE_TEXTS } from '@kamao/contract/gift-code-texts';
import type { Db } from '../../db/client.ts';
import { giftCodes } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { availableBalance } from '../wallet/index.ts';
import { readSiteText } from '../site/index.ts';
import { memberHistory, transferPosted } from '../../ledger/history.ts';
export const claimKey = (codeId: string, memberId: string) => `gift_code:${codeId}:${memberId}`;
class AlreadyClaimed extends Error {}

/**
 * Claims a gift code (docs/product/gift-codes.md#claiming): once per member (the transfer's
 * idempotency key), within the code's claim limit and before its expiry (one conditional update of
 * claims_count), the bonus credited from the gift-codes account to the code's wallet, all in one
 * transaction. Codes match without regard to case.
 */
export async function claimGiftCode(
  db: Db,
  memberId: string,
  typed: string,
): Promise<{ amount: bigint }> {
  const code = typed.trim();
  const [found] = await db
    .select()
    .from(giftCodes)
    .where(sql`lower(${giftCodes.code}) = lower(${code})`);
  if (!found) throw badRequest(GIFT_CODE_TEXTS.invalid);
  const key = claimKey(found.id, memberId);
  if (await alreadyClaimed(db, key)) throw badRequest(GIFT_CODE_TEXTS.alreadyClaimed);

  try {
    await db.transaction(async (tx) => {
      const counted = await tx
        .update(giftCodes)
        .set({ claimsCount: sql`${giftCodes.claimsCount} + 1` })
        .where(
          and(
            eq(giftCodes.id, found.id),
            lt(giftCodes.claimsCount, giftCodes.maxClaims),
            or(isNull(giftCodes.expiresAt), gt(giftCodes.expiresAt, sql`now()`)),
          ),
        )
        .returning({ id: giftCodes.id });
      if (counted.length === 0) {
        const expired = found.expiresAt !== null && found.expiresAt.getTime() <= Date.now();
        throw badRequest(expired ? GIFT_CODE_TEXTS.expired : GIFT_CODE_TEXTS.exhausted);
      }
      const moved = await transfer(tx, {
        kind: 'gift_code',
        from: systemAccount('gift_codes'),
        to: memberWallet(memberId, found.wallet),
        amount: found.amount,
        key,
        metadata: { giftCodeId: found.id, giftCode: found.code },
      });
      // A concurrent claim by the same member committed first: undo this one's count.
      if (moved.replayed) throw new AlreadyClaimed();
    });
  } catch (error) {
    if (error instanceof AlreadyClaimed) throw badRequest(GIFT_CODE_TEXTS.alreadyClaimed);
    if (error instanceof AppError) throw error;
    // The same member's parallel claim may also surface as a unique-key error on some engines.
    if (await alreadyClaimed(db, key)) throw badRequest(GIFT_CODE_TEXTS.alreadyClaimed);
    throw error;
  }
  return { amount: found.amount };
}

function alreadyClaimed(db: Db, key: string): Promise<boolean> {
  return transferPosted(db, key);
}

/**
 * The gift code page (docs/product/gift-codes.md#calls-and-fields); history newest first, amounts
 * milli.
 */
export async function giftCodePage(db: Db, memberId: string, language: LanguageCode) {
  const [message, history, balance] = await Promise.all([
    readSiteText(db, 'gift_code_page_message', language),
    memberHistory(db, memberId, 'gift_code', 500),
    availableBalance(db, memberId),
  ]);
  return {
    message,
    claims: history.map((h) => ({
      giftCode: String((h.metadata ?? {}).giftCode ?? ''),
      amount: h.amount,
      claimedAt: h.createdAt,
    })),
    availableBalance: balance,
  };
}
export type GiftCodePage = Awaited<ReturnType<typeof giftCodePage>>;
