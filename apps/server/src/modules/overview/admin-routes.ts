import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewAdminRoutes, type AdminOverview } from '@kamao/contract/admin/overview';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { useAdminScope } from '../admin/index.ts';
import { waitingForPayoutCap } from '../payouts/index.ts';
import { riskAlerts } from '../risk/index.ts';
import { failingShorteners } from '../shortlink/index.ts';
import { failingWalls } from '../taskwall/index.ts';
import { todayFigures, type CountAndTotal } from './today-figures.ts';

const { overview } = overviewAdminRoutes;

const inRupees = ({ count, total }: CountAndTotal) => ({ count, total: milliToRupees(total) });

/** The console's first page: today's figures and what waits, read afresh at each call. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(overview.path, { schema: schemaOf(overview) }, async (): Promise<AdminOverview> => {
    const [today, capped, risk, shorteners, walls] = await Promise.all([
      todayFigures(db),
      waitingForPayoutCap(db),
      riskAlerts(db),
      failingShorteners(db),
      failingWalls(db),
    ]);
    return {
      joinedToday: today.joinedToday,
      activeToday: today.activeToday,
      earnedToday: milliToRupees(today.earnedToday),
      paidToday: inRupees(today.paidToday),
      pendingWithdrawals: inRupees(today.pendingWithdrawals),
      heldWithdrawals: inRupees(today.heldWithdrawals),
      waitingForPayoutCap: inRupees(capped),
      unansweredMessages: today.unansweredMessages,
      risk,
      failingShorteners: shorteners.map((s) => ({
        id: s.id,
        name: s.name,
        failedAt: s.failedAt.toISOString(),
        failure: s.failure,
        offList: s.offList,
      })),
      failingOfferWalls: walls,
    };
  });
};
