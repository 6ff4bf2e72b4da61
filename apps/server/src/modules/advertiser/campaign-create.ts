import {
  ADVERTISER_TEXTS,
  CAMPAIGN_MAX_TOTAL_VIEWS,
  parseDurationOption,
  type campaignCreatePayloadSchema,
} from '@kamao/contract/api-advertiser';
import { rupeesToMilli } from '@kamao/contract/money';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { getMemberBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { memberWallet, systemAccount } from '../../ledger/kinds.ts';
import { transfer } from '../../ledger/post-movement.ts';
import { inTransaction } from '../../ledger/transaction.ts';
import { KEY_TAKEN, keyReused, runOncePerKey, withoutKey } from '../wallet/index.ts';
import { getMemberShareBp, getMinimumTotalViews, priceOf, rewardFor } from '../ptc/index.ts';

export type CampaignForm = z.output<typeof campaignCreatePayloadSchema>;

/**
 * Creates a campaign paid from the owner's deposit wallet (docs/product/advertiser.md#creating).
 * The price comes from the server's own price list for the chosen type and duration; the
 * member's reward is the operator's share of it, fixed now. The client's price and subtotal are
 * compared, not trusted: when either differs from the server's (the operator changed the price
 * list while the wizard was open), the campaign is refused so that nobody pays an amount they
 * did not see. The campaign row and the budget's move from the deposit wallet into the
 * campaign budgets commit together; the ledger's conditional debit lets parallel creates spend
 * the deposit once.
 *
 * With the client's idempotency key (ours), a retry of the same form answers from the campaign
 * the key first bought, and the same key with other campaign details is refused
 * (idempotent-request.ts); the unique (owner, key) index settles parallel retries.
 */
export async function createCampaign(
  db: DbOrTx,
  ownerId: string,
  form: CampaignForm,
  idempotencyKey?: string,
  review: { awaitingReview: boolean } = { awaitingReview: false },
): Promise<CreatedCampaign> {
  if (idempotencyKey === undefined) {
    return withoutKey(await newCampaign(db, ownerId, form, review));
  }
  return runOncePerKey({
    find: async () => {
      const [first] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.ownerId, ownerId), eq(campaigns.idempotencyKey, idempotencyKey)));
      return first;
    },
    replay: (first) => {
      if (!isSameCampaign(first, form)) throw keyReused();
      return { campaignId: first.id, subtotalMilli: first.subtotal };
    },
    attempt: () => newCampaign(db, ownerId, form, review, idempotencyKey),
  });
}

type CreatedCampaign = { campaignId: string; subtotalMilli: bigint };

/** True when the campaign a key bought is the one this form asks for. */
function isSameCampaign(first: typeof campaigns.$inferSelect, form: CampaignForm): boolean {
  const option = parseDurationOption(form.step_3_duration);
  const dailyLimit = form.step_3_enableLimit ? (form.step_3_limitViewsPerDay ?? null) : null;
  return (
    option !== null &&
    first.type === form.selectedOption_state &&
    first.title === form.step_2_title &&
    first.description === form.step_2_description &&
    first.url === form.step_2_url &&
    first.durationSeconds === option.seconds &&
    first.pricePerView === rupeesToMilli(option.price) &&
    first.totalViews === form.step_3_total_views &&
    first.intervalHours === form.step_3_interval_in_hours &&
    first.dailyLimitEnabled === form.step_3_enableLimit &&
    first.dailyLimit === dailyLimit &&
    first.subtotal === rupeesToMilli(form.step_4_subTotal)
  );
}

/**
 * The server's own price for the form, checked against the views limits, the price list (an
 * unoffered duration, or a price the wizard showed that has since changed) and the deposit.
 */
async function quoteCampaign(db: DbOrTx, ownerId: string, form: CampaignForm) {
  const type = form.selectedOption_state;
  const option = parseDurationOption(form.step_3_duration)!;
  // One after the other: db may be a transaction, whose connection runs one query at a time.
  const priceMilli = await priceOf(db, type, option.seconds);
  const shareBp = await getMemberShareBp(db);
  const minimumViews = await getMinimumTotalViews(db);
  const totalViews = form.step_3_total_views;
  if (totalViews < minimumViews) throw badRequest(ADVERTISER_TEXTS.minimumViews(minimumViews));
  if (totalViews > CAMPAIGN_MAX_TOTAL_VIEWS) {
    throw badRequest(ADVERTISER_TEXTS.maximumViews(CAMPAIGN_MAX_TOTAL_VIEWS));
  }
  const rewardMilli = priceMilli === undefined ? 0n : rewardFor(priceMilli, shareBp);
  if (priceMilli === undefined || rewardMilli <= 0n) {
    throw badRequest(ADVERTISER_TEXTS.durationNotOffered);
  }
  const subtotalMilli = priceMilli * BigInt(totalViews);
  if (
    rupeesToMilli(option.price) !== priceMilli ||
    rupeesToMilli(form.step_4_subTotal) !== subtotalMilli
  ) {
    throw badRequest(ADVERTISER_TEXTS.priceChanged);
  }
  const { deposit } = await getMemberBalances(db, ownerId);
  if (deposit < subtotalMilli) throw badRequest(ADVERTISER_TEXTS.insufficientBalance);
  return { type, option, priceMilli, rewardMilli, totalViews, subtotalMilli };
}

async function newCampaign(
  db: DbOrTx,
  ownerId: string,
  form: CampaignForm,
  { awaitingReview }: { awaitingReview: boolean },
  idempotencyKey?: string,
): Promise<CreatedCampaign | typeof KEY_TAKEN> {
  const { type, option, priceMilli, rewardMilli, totalViews, subtotalMilli } = await quoteCampaign(
    db,
    ownerId,
    form,
  );

  const campaignId = newId();
  try {
    return await inTransaction(db, async (tx) => {
      const insert = tx.insert(campaigns).values({
        id: campaignId,
        ownerId,
        type,
        title: form.step_2_title,
        description: form.step_2_description,
        url: form.step_2_url,
        durationSeconds: option.seconds,
        pricePerView: priceMilli,
        rewardPerView: rewardMilli,
        totalViews,
        intervalHours: form.step_3_interval_in_hours,
        dailyLimitEnabled: form.step_3_enableLimit,
        dailyLimit: form.step_3_enableLimit ? (form.step_3_limitViewsPerDay ?? null) : null,
        subtotal: subtotalMilli,
        // Held for the operator's review: paused, and the owner cannot activate it (campaign-review.ts).
        ...(awaitingReview ? { status: 'paused', pausedByOperator: true, awaitingReview } : {}),
        idempotencyKey,
      });
      const inserted = idempotencyKey
        ? await insert
            .onConflictDoNothing({
              target: [campaigns.ownerId, campaigns.idempotencyKey],
              where: isNotNull(campaigns.idempotencyKey),
            })
            .returning({ id: campaigns.id })
        : await insert.returning({ id: campaigns.id });
      // A parallel request with this key bought its campaign first: nothing written here.
      if (inserted.length === 0) return KEY_TAKEN;
      await transfer(tx, {
        kind: 'campaign_budget',
        from: memberWallet(ownerId, 'deposit'),
        to: systemAccount('campaign_budgets'),
        amount: subtotalMilli,
        key: `campaign_budget:${campaignId}`,
        metadata: { campaignId, totalViews, pricePerView: priceMilli.toString() },
      });
      return { campaignId, subtotalMilli };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      throw badRequest(ADVERTISER_TEXTS.insufficientBalance);
    }
    throw error;
  }
}
