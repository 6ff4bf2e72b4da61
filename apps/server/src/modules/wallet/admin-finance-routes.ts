import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeAdminRoutes } from '@kamao/contract/admin/finance';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { useAdminScope } from '../admin/index.ts';
import { dailyFiguresCsv, dailyFiguresCsvFileName } from './finance-csv.ts';
import { financeFigures } from './finance-figures.ts';

const { finance, financeCsv } = financeAdminRoutes;

/**
 * The operator's money view (docs/product/operator-console.md#money): the figures as JSON, and
 * the daily ones as a CSV download.
 */
export const adminFinanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(finance.path, { schema: schemaOf(finance) }, () => financeFigures(db));

  app.get(financeCsv.path, { schema: schemaOf(financeCsv) }, async (_request, reply) => {
    const figures = await financeFigures(db);
    // A text answer with its own content type is sent as it is, not serialised as JSON.
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${dailyFiguresCsvFileName(figures.today)}"`,
      );
    return dailyFiguresCsv(figures);
  });
};
