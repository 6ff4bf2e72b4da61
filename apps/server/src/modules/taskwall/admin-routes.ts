import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_POSTBACK_PAGE_SIZE, offerWallAdminRoutes } from '@kamao/contract/admin/offer-walls';
import { count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerWallPostbacks } from '../../db/schema/index.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { presentPostback, presentWall } from './presenters.ts';
import { approveReward, refuseReward, rewardsInReview } from './reviewed-rewards.ts';
import { createWall, listWallsWithFigures, updateWall, wallById } from './wall-catalog.ts';

const {
  offerWallList,
  offerWallCreate,
  offerWallUpdate,
  offerWallPostbacks: postbackLog,
  offerWallUnknownPostbacks: unknownLog,
  offerWallReviewList: reviewList,
  offerWallReviewApprove: reviewApprove,
  offerWallReviewRefuse: reviewRefuse,
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

  const logPage = async (where: SQL, page: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(offerWallPostbacks)
        .where(where)
        .orderBy(desc(offerWallPostbacks.receivedAt), desc(offerWallPostbacks.id))
        .limit(ADMIN_POSTBACK_PAGE_SIZE)
        .offset((page - 1) * ADMIN_POSTBACK_PAGE_SIZE),
      db.select({ n: count() }).from(offerWallPostbacks).where(where),
    ]);
    return { postbacks: rows.map(presentPostback), total: total?.n ?? 0 };
  };

  app.get(postbackLog.path, { schema: schemaOf(postbackLog) }, async (request) => {
    const wall = await wallById(db, request.params.id);
    return logPage(eq(offerWallPostbacks.wallId, wall.id), request.query.page);
  });

  app.get(unknownLog.path, { schema: schemaOf(unknownLog) }, async (request) =>
    logPage(isNull(offerWallPostbacks.wallId), request.query.page),
  );

  app.get(reviewList.path, { schema: schemaOf(reviewList) }, async (request) => {
    const wall = await wallById(db, request.params.id);
    return { rewards: await rewardsInReview(db, wall.id) };
  });

  app.post(
    reviewApprove.path,
    { ...audited('offerwall.review.approve'), schema: schemaOf(reviewApprove) },
    async (request) => {
      const wall = await wallById(db, request.params.id);
      noteAudit(request, { target: request.params.rewardId, details: { wallId: wall.id } });
      await approveReward(db, wall, request.params.rewardId);
      return { ok: true as const };
    },
  );

  app.post(
    reviewRefuse.path,
    { ...audited('offerwall.review.refuse'), schema: schemaOf(reviewRefuse) },
    async (request) => {
      const wall = await wallById(db, request.params.id);
      noteAudit(request, { target: request.params.rewardId, details: { wallId: wall.id } });
      await refuseReward(db, wall.id, request.params.rewardId);
      return { ok: true as const };
    },
  );
};
