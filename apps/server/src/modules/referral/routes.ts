import { requestLanguage } from '../../plugins/member-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { presentReferrals } from './presenters.ts';
import { referralData } from './referrals.ts';

const { referralRecords } = apiRoutes;

export const referralRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    referralRecords.path,
    { onRequest: app.requireMember, schema: schemaOf(referralRecords) },
    async (request) =>
      presentReferrals(await referralData(db, request.member!.id, requestLanguage(request))),
  );
};
