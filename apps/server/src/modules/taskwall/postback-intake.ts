import { DEFAULT_SUCCESS_TEXT, type PostbackOutcome } from '@kamao/contract/admin/offer-walls';
import { POSTBACK_REFUSALS, type PostbackRefusal } from '@kamao/contract/offerwall-texts';
import { formatAmount } from '@kamao/contract/money';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { offerWallPostbacks, offerWallTransactions, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { chargeback } from '../../ledger/debt.ts';
import { earn } from '../../ledger/earn.ts';
import { cancelJob, scheduleJob } from '../../jobs/schedule.ts';
import { readEarningPolicy } from '../settings/index.ts';
import { RELEASE_HELD_REWARD_JOB, offerWallCreditKey, releaseJobKey } from './held-rewards.ts';
import { readPostback, type ReadPostback } from './postback-signature.ts';
import { rewardToMilli } from './reward-amount.ts';
import { signatureGap } from './signature-coverage.ts';
import { wallBySlug, type OfferWall } from './wall-catalog.ts';
import { announceWallFigures } from './wall-events.ts';

/** A network's call to /postback/{slug}, as received. */
export interface PostbackDelivery {
  slug: string;
  method: string;
  ip: string;
  parameters: Record<string, string>;
  /** The public URL the network called, for schemes that sign the URL. */
  fullUrl: string;
  /** Some parameter was not well-formed text (postback-text.ts): refused. */
  malformed?: boolean;
}

/** The plain-text answer the network reads. */
export interface PostbackAnswer {
  status: number;
  text: string;
}

interface Settled {
  outcome: Exclude<PostbackOutcome, 'refused'>;
  reason: string;
  amount: bigint | null;
}

const REFUSAL_STATUS: Record<PostbackRefusal, number> = {
  unknownWall: 404,
  wallDisabled: 403,
  senderNotAllowed: 403,
  badSignature: 403,
  missingParameter: 400,
  badAmount: 400,
  unknownMember: 400,
  unknownTransaction: 400,
  badText: 400,
};

/** Addresses as allow-lists write them: an IPv4 peer seen through an IPv6 socket is IPv4. */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

/**
 * Receives a postback (docs/product/task-walls.md#postbacks): the wall by slug, the sender's
 * address, the signature, then the credit, hold or chargeback, exactly once per (wall, transaction
 * id) in one transaction with the ledger. Every delivery, valid or not, is written to the wall's
 * log.
 */
export async function receivePostback(db: Db, delivery: PostbackDelivery): Promise<PostbackAnswer> {
  const wall = await wallBySlug(db, delivery.slug);
  const log = (entry: {
    outcome: PostbackOutcome;
    reason: string;
    postback?: ReadPostback;
    amount?: bigint | null;
  }) =>
    db.insert(offerWallPostbacks).values({
      id: newId(),
      wallId: wall?.id ?? null,
      slug: delivery.slug.slice(0, 100),
      ipAddress: delivery.ip,
      method: delivery.method,
      parameters: delivery.parameters,
      outcome: entry.outcome,
      reason: entry.reason,
      memberId: entry.postback?.memberId.slice(0, 100) ?? null,
      transactionId: entry.postback?.transactionId.slice(0, 200) ?? null,
      amount: entry.amount ?? null,
    });
  const refuse = async (refusal: PostbackRefusal, postback?: ReadPostback, detail = '') => {
    const text = POSTBACK_REFUSALS[refusal];
    await log({ outcome: 'refused', reason: detail ? `${text}: ${detail}` : text, postback });
    return { status: REFUSAL_STATUS[refusal], text };
  };

  if (delivery.malformed) return refuse('badText');
  if (!wall) return refuse('unknownWall');
  if (!wall.enabled) return refuse('wallDisabled');
  if (wall.allowedIps.length > 0 && !wall.allowedIps.map(plainIp).includes(plainIp(delivery.ip))) {
    return refuse('senderNotAllowed', undefined, plainIp(delivery.ip));
  }
  // A wall enabled before its signature had to be backed by the network's addresses.
  if (wall.allowedIps.length === 0 && signatureGap(wall)) {
    return refuse('senderNotAllowed', undefined, 'the signature needs the network’s addresses');
  }
  const reading = readPostback(wall, {
    parameters: delivery.parameters,
    fullUrl: delivery.fullUrl,
  });
  if (!reading.ok) return refuse(reading.refusal);
  const { postback } = reading;
  const amount = rewardToMilli(postback.reward, wall.rewardMultiplierPpm);
  // A credit is positive; only the chargeback status takes money back.
  const negative = postback.reward.trim().startsWith('-');
  if (amount === undefined || (postback.kind === 'credit' && (amount <= 0n || negative))) {
    return refuse('badAmount', postback, postback.reward.slice(0, 40));
  }
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, postback.memberId), isNull(users.deletedAt)));
  if (!member) return refuse('unknownMember', postback);

  let settled: Settled;
  try {
    settled = await db.transaction((tx) =>
      postback.kind === 'credit' ? credit(tx, wall, postback, amount) : reverse(tx, wall, postback),
    );
  } catch (error) {
    await log({ outcome: 'refused', reason: 'not processed: server error', postback }).catch(
      () => {},
    );
    throw error;
  }
  await log({ ...settled, postback });
  return { status: 200, text: wall.successText || DEFAULT_SUCCESS_TEXT[wall.scheme] };
}

/**
 * A credit: paid now, held until the wall's hold days pass when above its threshold, or kept for
 * the operator's review when above the wall's maximum per transaction.
 */
async function credit(
  tx: Tx,
  wall: OfferWall,
  postback: ReadPostback,
  amount: bigint,
): Promise<Settled> {
  const max = wall.maxRewardPerTransaction;
  if (max !== null && amount > max) return keepForReview(tx, wall, postback, amount, max);
  const hold = wall.holdDays > 0 && amount > wall.holdAbove;
  const [row] = await tx
    .insert(offerWallTransactions)
    .values({
      id: newId(),
      wallId: wall.id,
      transactionId: postback.transactionId,
      memberId: postback.memberId,
      amount,
      status: hold ? 'held' : 'credited',
      releaseAt: hold ? sql`now() + make_interval(days => ${wall.holdDays})` : null,
      creditedAt: hold ? null : sql`now()`,
    })
    .onConflictDoNothing({
      target: [offerWallTransactions.wallId, offerWallTransactions.transactionId],
    })
    .returning({ id: offerWallTransactions.id, releaseAt: offerWallTransactions.releaseAt });
  // A repeat (or a twin delivered at the same time) finds the first and pays nothing.
  if (!row) {
    return { outcome: 'duplicate', reason: 'transaction already received', amount: null } as const;
  }
  if (hold) {
    await scheduleJob(tx, {
      name: RELEASE_HELD_REWARD_JOB,
      runAt: row.releaseAt!,
      payload: { id: row.id },
      uniqueKey: releaseJobKey(row.id),
    });
  } else {
    await earn(tx, postback.memberId, 'offerWall', amount, offerWallCreditKey(row.id), {
      policy: await readEarningPolicy(tx),
      metadata: { wallId: wall.id, transactionId: postback.transactionId },
    });
  }
  await announceWallFigures(tx, postback.memberId, !hold);
  return hold
    ? ({ outcome: 'held', reason: `held for ${wall.holdDays} days`, amount } as const)
    : ({ outcome: 'credited', reason: '', amount } as const);
}

/** Records a credit above the wall's maximum; the operator approves or refuses it. */
async function keepForReview(
  tx: Tx,
  wall: OfferWall,
  postback: ReadPostback,
  amount: bigint,
  max: bigint,
): Promise<Settled> {
  const [row] = await tx
    .insert(offerWallTransactions)
    .values({
      id: newId(),
      wallId: wall.id,
      transactionId: postback.transactionId,
      memberId: postback.memberId,
      amount,
      status: 'review',
    })
    .onConflictDoNothing({
      target: [offerWallTransactions.wallId, offerWallTransactions.transactionId],
    })
    .returning({ id: offerWallTransactions.id });
  if (!row) return { outcome: 'duplicate', reason: 'transaction already received', amount: null };
  return {
    outcome: 'review',
    reason: `above the maximum of ₹${formatAmount(max)} per transaction: waiting for review`,
    amount,
  };
}

/**
 * A chargeback takes back what that transaction credited (ledger/debt.ts: what the wallet cannot
 * cover becomes debt); a held reward is simply never paid. One never received is recorded as
 * reversed, so a late credit of it pays nothing.
 */
async function reverse(tx: Tx, wall: OfferWall, postback: ReadPostback): Promise<Settled> {
  const find = () =>
    tx
      .select()
      .from(offerWallTransactions)
      .where(
        and(
          eq(offerWallTransactions.wallId, wall.id),
          eq(offerWallTransactions.transactionId, postback.transactionId),
        ),
      )
      .for('update');
  let [row] = await find();
  if (!row) {
    const [tombstone] = await tx
      .insert(offerWallTransactions)
      .values({
        id: newId(),
        wallId: wall.id,
        transactionId: postback.transactionId,
        memberId: postback.memberId,
        amount: 0n,
        status: 'charged_back',
        reversedAt: sql`now()`,
      })
      .onConflictDoNothing({
        target: [offerWallTransactions.wallId, offerWallTransactions.transactionId],
      })
      .returning({ id: offerWallTransactions.id });
    if (tombstone) {
      return {
        outcome: 'charged_back',
        reason: 'no credit of this transaction was received; a later one will not be paid',
        amount: 0n,
      };
    }
    // Its credit committed in the meantime: reverse that.
    [row] = await find();
  }
  if (!row || row.status === 'charged_back') {
    return { outcome: 'duplicate', reason: 'transaction already reversed', amount: null };
  }
  await tx
    .update(offerWallTransactions)
    .set({ status: 'charged_back', reversedAt: sql`now()` })
    .where(eq(offerWallTransactions.id, row.id));
  if (row.status === 'review' || row.status === 'refused') {
    return { outcome: 'charged_back', reason: 'reward under review cancelled', amount: row.amount };
  }
  if (row.status === 'held') {
    await cancelJob(tx, releaseJobKey(row.id));
    await announceWallFigures(tx, row.memberId, false);
    return { outcome: 'charged_back', reason: 'held reward cancelled', amount: row.amount };
  }
  const result = await chargeback(tx, row.memberId, row.amount, `offerwall_chargeback:${row.id}`, {
    metadata: { wallId: wall.id, transactionId: row.transactionId },
  });
  await announceWallFigures(tx, row.memberId, false);
  return {
    outcome: 'charged_back',
    reason: result.owed > 0n ? `₹${formatAmount(result.owed)} recorded as debt` : '',
    amount: row.amount,
  };
}
