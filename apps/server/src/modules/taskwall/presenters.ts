import type { AdminOfferWall, AdminPostback } from '@kamao/contract/admin/offer-walls';
import type { offerWallAnswerSchema } from '@kamao/contract/api-earning';
import { milliToRupees } from '@kamao/contract/money';
import type { OfferWallFigures } from '@kamao/contract/realtime';
import type { z } from 'zod';
import type { offerWallPostbacks } from '../../db/schema/index.ts';
import { OFFERWALL_SECRET_MIN_LENGTH } from '@kamao/contract/admin/offer-walls';
import { postbackUrlOf } from './postback-url.ts';
import { ppmToMultiplier } from './reward-amount.ts';
import { signatureGap } from './signature-coverage.ts';
import type { WallWithFigures } from './wall-catalog.ts';
import type { WallFigures } from './wall-figures.ts';

/**
 * The figures as the wall page shows them (docs/product/task-walls.md#live-figures), amounts in
 * rupees.
 */
export function presentWallFigures(figures: Omit<WallFigures, 'held'>): OfferWallFigures {
  return {
    available_balance: milliToRupees(figures.availableBalance),
    today_offerWallIncome: milliToRupees(figures.todayIncome),
    total_offerWall: figures.totalWalls,
    today_completed: figures.todayCompleted,
  };
}

export function presentWallList(
  walls: { name: string; address: string }[],
  figures: WallFigures,
  instructions: string,
): z.infer<typeof offerWallAnswerSchema> {
  return {
    msg: {
      ...presentWallFigures(figures),
      offerWallData_after_replace: walls.map((w) => ({
        offerWallName: w.name,
        offerWallApiLink: w.address,
      })),
      other_data_offerWalls_instructions: instructions,
      pending_offerWallEarnings: milliToRupees(figures.held),
    },
  };
}

/** The console's row: the secret shows its last 4 characters only. */
export function presentWall(wall: WallWithFigures, publicOrigin: string): AdminOfferWall {
  return {
    _id: wall.id,
    name: wall.name,
    slug: wall.slug,
    urlTemplate: wall.urlTemplate,
    scheme: wall.scheme,
    secretHint: wall.secret.slice(-4),
    secretWeak: wall.secret.length < OFFERWALL_SECRET_MIN_LENGTH,
    signatureGap: signatureGap(wall),
    allowedIps: wall.allowedIps,
    rewardMultiplier: ppmToMultiplier(wall.rewardMultiplierPpm),
    holdAbove: milliToRupees(wall.holdAbove),
    holdDays: wall.holdDays,
    maxRewardPerTransaction:
      wall.maxRewardPerTransaction === null ? null : milliToRupees(wall.maxRewardPerTransaction),
    enabled: wall.enabled,
    successText: wall.successText,
    template: wall.template ?? null,
    postbackUrl: postbackUrlOf(publicOrigin, wall),
    creditedToday: milliToRupees(wall.creditedToday),
    completedToday: wall.completedToday,
    createdAt: wall.createdAt.toISOString(),
  };
}

export function presentPostback(row: typeof offerWallPostbacks.$inferSelect): AdminPostback {
  return {
    _id: row.id,
    slug: row.slug,
    receivedAt: row.receivedAt.toISOString(),
    ip: row.ipAddress,
    method: row.method,
    parameters: row.parameters,
    outcome: row.outcome,
    reason: row.reason,
    memberId: row.memberId,
    transactionId: row.transactionId,
    amount: row.amount === null ? null : milliToRupees(row.amount),
  };
}
