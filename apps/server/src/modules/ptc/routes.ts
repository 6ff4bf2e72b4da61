import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ptcIncomePayloadSchema, ptcViewStartPayloadSchema } from '@kamao/contract/api-earning';
import { apiRoutes } from '@kamao/contract/api-routes';
import type { Db } from '../../db/client.ts';
import type { ProxyCheck } from '../../integrations/proxycheck/proxy-check.ts';
import { badRequest } from '../../lib/app-error.ts';
import { openedEnvelope, schemaOf } from '../../lib/route-schema.ts';
import { requestOrigin } from '../auth/index.ts';
import { noteOrigin, scheduleRescoreAfterClaim, vpnAtClaim } from '../risk/index.ts';
import { availableBalance } from '../wallet/index.ts';
import { memberAnswerChangesAt } from '../../plugins/member-answers.ts';
import { requestLanguage } from '../../plugins/member-language.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';
import { readAdSnippets } from './ad-snippets.ts';
import { ptcHome } from './ptc-home.ts';
import { presentPtcHome, presentViewClaim } from './presenters.ts';
import { PTC_ERROR_TEXTS } from '@kamao/contract/ptc-texts';
import { claimView } from './view-claim.ts';
import { startView } from './view-start.ts';

const {
  ptcHome: home,
  ptcViewStart,
  ptcIncome,
  proxyCheck: proxyCheckRoute,
  ptcAdSnippets,
} = apiRoutes;
// Like the wallet's money calls: plenty for a person viewing ads, a brake on scripts.
const viewRateLimit = memberRateLimit(30, '1 minute');

/**
 * The member's pay-to-click calls (docs/product/ptc-ads.md#calls-and-fields) and ours for the ad
 * pages (#blocking).
 */
export const ptcRoutes: FastifyPluginAsyncZod<{ db: Db; proxyCheck: ProxyCheck }> = async (
  app,
  { db, proxyCheck },
) => {
  const member = { onRequest: app.requireMember };

  app.get(
    home.path,
    {
      ...member,
      // A hidden ad comes back by itself: the copy ends then.
      config: memberAnswerChangesAt(
        (answer: ReturnType<typeof presentPtcHome>) => answer.msg.willCome_afterThis_time,
      ),
      schema: schemaOf(home),
    },
    async (request) =>
      presentPtcHome(await ptcHome(db, request.member!.id, requestLanguage(request))),
  );

  app.post(
    ptcViewStart.path,
    {
      ...member,
      config: viewRateLimit,
      schema: { ...schemaOf(ptcViewStart), body: openedEnvelope(ptcViewStartPayloadSchema) },
    },
    async (request) => {
      // A proxy earns nothing (docs/product/ptc-ads.md#blocking); the ad pages also block it
      // themselves.
      if (await proxyCheck.isProxy(request.ip)) throw badRequest(PTC_ERROR_TEXTS.proxyDetected);
      return { msg: await startView(db, request.member!.id, request.body.obj.btnName) };
    },
  );

  app.patch(
    ptcIncome.path,
    {
      ...member,
      config: viewRateLimit,
      schema: { ...schemaOf(ptcIncome), body: openedEnvelope(ptcIncomePayloadSchema) },
    },
    async (request) => {
      const memberId = request.member!.id;
      const { btnName, btnClickEarn } = request.body.obj;
      const origin = { memberId, address: request.ip };
      await vpnAtClaim(db, proxyCheck, origin, PTC_ERROR_TEXTS.proxyDetected);
      await claimView(db, memberId, btnName, btnClickEarn);
      // Where the paid claim came from (at most a row a day per address, network and browser).
      await noteOrigin(db, memberId, 'claim', requestOrigin(request));
      await scheduleRescoreAfterClaim(db, memberId);
      return presentViewClaim(await availableBalance(db, memberId));
    },
  );

  app.get(
    proxyCheckRoute.path,
    // Each uncached address costs a call to the paid reputation service.
    {
      ...member,
      // The answer is about the caller's address, asked of the reputation service each time.
      config: { ...viewRateLimit, answerPerRequest: true },
      schema: schemaOf(proxyCheckRoute),
    },
    async (request) => {
      const proxy = await proxyCheck.isProxy(request.ip);
      return { msg: { proxy, message: proxy ? PTC_ERROR_TEXTS.proxyDetected : '' } };
    },
  );

  app.get(ptcAdSnippets.path, { ...member, schema: schemaOf(ptcAdSnippets) }, async () => ({
    msg: await readAdSnippets(db),
  }));
};
