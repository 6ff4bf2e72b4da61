import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_POSTBACK_PAGE_SIZE, offerWallAdminRoutes } from '@kamao/contract/admin/offer-walls';
import { count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offerWallPostbacks } from '../../db/schema/index.ts';
import { schemaOf, type RouteApp } from '../../lib/route-schema.ts';
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

interface OfferWallAdminOptions {
  db: Db;
  publicOrigin: string;
  onWallsChanged: () => Promise<void>;
}

/**
 * The operator's task walls (docs/product/task-walls.md#operator): list, add, change, and each
 * wall's postback log. Admin only; writes are in the audit log. After a change, this process's
 * frame policy is reloaded before the answer (onWallsChanged); the others on the commit's notice.
 */
export const adminOfferWallRoutes: FastifyPluginAsyncZod<OfferWallAdminOptions> = async (
  app,
  options,
) => {
  useAdminScope(app, options.db);
  registerWallCatalogRoutes(app, options);
  registerPostbackLogRoutes(app, options.db);
  registerRewardReviewRoutes(app, options.db);
};

/** The walls with their figures, and adding or changing one (the frame policy follows). */
function registerWallCatalogRoutes(
  app: RouteApp,
  { db, publicOrigin, onWallsChanged }: OfferWallAdminOptions,
) {
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
}

/** One page of postbacks, newest first, with how many match in all. */
async function postbackLogPage(db: Db, where: SQL, page: number) {
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
}

/** A wall's postback log, and the log of postbacks that named no known wall. */
function registerPostbackLogRoutes(app: RouteApp, db: Db) {
  app.get(postbackLog.path, { schema: schemaOf(postbackLog) }, async (request) => {
    const wall = await wallById(db, request.params.id);
    return postbackLogPage(db, eq(offerWallPostbacks.wallId, wall.id), request.query.page);
  });

  app.get(unknownLog.path, { schema: schemaOf(unknownLog) }, async (request) =>
    postbackLogPage(db, isNull(offerWallPostbacks.wallId), request.query.page),
  );
}

/** The rewards of a wall waiting for review, and approving or refusing one. */
function registerRewardReviewRoutes(app: RouteApp, db: Db) {
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
}
