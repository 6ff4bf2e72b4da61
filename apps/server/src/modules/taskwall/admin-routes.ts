import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_POSTBACK_PAGE_SIZE, offerWallAdminRoutes } from '@kamao/contract/admin/offer-walls';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerWallPostbacks } from '../../db/schema/index.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { presentPostback, presentWall } from './presenters.ts';
import { createWall, listWallsWithFigures, updateWall, wallById } from './wall-catalog.ts';

const {
  offerWallList,
  offerWallCreate,
  offerWallUpdate,
  offerWallPostbacks: postbackLog,
} = offerWallAdminRoutes;

/**
 * The operator's task walls (docs/product/task-walls.md#operator): list, add, change, and each
 * wall's postback log. Admin only; writes are in the audit log. After a change, this process's
 * frame policy is reloaded before the answer (onWallsChanged); the others on the commit's notice.
 */
export const adminOfferWallRoutes: FastifyPluginAsyncZod<{
  db: Db;
  publicOrigin: string;
  onWallsChanged: () => Promise<void>;
}> = async (app, { db, publicOrigin, onWallsChanged }) => {
  useAdminScope(app, db);

  const present = async (id: string) => {
    const wall = (await listWallsWithFigures(db)).find((w) => w.id === id);
    return { offerWall: presentWall(wall!, publicOrigin) };
  };

  app.get(offerWallList.path, { schema: schemaOf(offerWallList) }, async () => ({
    offerWalls: (await listWallsWithFigures(db)).map((w) => presentWall(w, publicOrigin)),
  }));

  app.post(
    offerWallCreate.path,
    { ...audited('offerwall.create'), schema: schemaOf(offerWallCreate) },
    async (request) => {
      const id = await createWall(db, request.body);
      noteAudit(request, { target: id });
      await onWallsChanged();
      return present(id);
    },
  );

  app.patch(
    offerWallUpdate.path,
    { ...audited('offerwall.update'), schema: schemaOf(offerWallUpdate) },
    async (request) => {
      await updateWall(db, request.params.id, request.body);
      await onWallsChanged();
      return present(request.params.id);
    },
  );

  app.get(postbackLog.path, { schema: schemaOf(postbackLog) }, async (request) => {
    const wall = await wallById(db, request.params.id);
    const page = request.query.page;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(offerWallPostbacks)
        .where(eq(offerWallPostbacks.wallId, wall.id))
        .orderBy(desc(offerWallPostbacks.receivedAt), desc(offerWallPostbacks.id))
        .limit(ADMIN_POSTBACK_PAGE_SIZE)
        .offset((page - 1) * ADMIN_POSTBACK_PAGE_SIZE),
      db
        .select({ n: count() })
        .from(offerWallPostbacks)
        .where(eq(offerWallPostbacks.wallId, wall.id)),
    ]);
    return { postbacks: rows.map(presentPostback), total: total?.n ?? 0 };
  });
};
