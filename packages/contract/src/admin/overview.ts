import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/*
 * The console's first page (docs/product/operator-console.md#overview): today's figures and what
 * waits for the operator, each with the tab that handles it. "Today" is the Indian calendar day;
 * amounts are rupees.
 */

const countAndTotal = z.object({ count: z.number().int(), total: z.number() });

export const adminOverviewSchema = z.object({
  /** Members who signed up today. */
  joinedToday: z.number().int(),
  /** Members who logged in or whose money moved today. */
  activeToday: z.number().int(),
  /** What members earned today from every earning source. */
  earnedToday: z.number(),
  /** Withdrawals marked paid today. */
  paidToday: countAndTotal,
  /** Withdrawals waiting for the operator, held ones included. */
  pendingWithdrawals: countAndTotal,
  /** Of those, the ones held until the operator releases them. */
  heldWithdrawals: countAndTotal,
  /**
   * Of those, the ones sent to the payout provider that wait for the next Indian day because the
   * day's payout cap was reached.
   */
  waitingForPayoutCap: countAndTotal,
  /** Contact messages not yet marked handled. */
  unansweredMessages: z.number().int(),
  risk: z.object({
    /** Groups of linked members not reviewed (or with news since the review). */
    unreviewedGroups: z.number().int(),
    /** Active members at or above the hold score. */
    membersAtHoldScore: z.number().int(),
    holdScore: z.number().int(),
  }),
  /**
   * Enabled shorteners whose API refused at its latest call; offList: taken off the members'
   * list (three refusals in a row, or a failed test) until a probe every 10 minutes finds it
   * answering.
   */
  failingShorteners: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      failedAt: z.string(),
      failure: z.string(),
      offList: z.boolean(),
    }),
  ),
  /** Enabled task walls whose postbacks do not go through. */
  failingOfferWalls: z.array(z.object({ id: z.string(), name: z.string(), reason: z.string() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const overviewAdminRoutes = {
  overview: {
    method: 'GET',
    path: '/api/admin/overview',
    auth: 'admin',
    answer: adminOverviewSchema,
  },
} as const satisfies Record<string, ApiRoute>;
