import { requestLanguage } from '../../plugins/member-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shortLinkFirstPagePayloadSchema } from '@kamao/contract/api-earning';
import { apiRoutes } from '@kamao/contract/api-routes';
import { SHORTLINK_ERROR_TEXTS } from '@kamao/contract/shortlink-texts';
import type { Db } from '../../db/client.ts';
import type { ProxyCheck } from '../../integrations/proxycheck/proxy-check.ts';
import { openedEnvelope, schemaOf, type RouteApp } from '../../lib/route-schema.ts';
import { siteOrigins } from '../../lib/site-origins.ts';
import { memberRateLimit } from '../../plugins/member-rate-limit.ts';
import { readAdSnippets } from '../ptc/index.ts';
import { requestOrigin } from '../auth/index.ts';
import { noteOrigin, scheduleRescoreAfterClaim, vpnAtClaim } from '../risk/index.ts';
import { readBuiltinLink } from './builtin-shortener.ts';
import { reportInterstitialLoaded } from './interstitial-beacon.ts';
import { presentClaim, presentShortLinkList } from './presenters.ts';
import { claimShortLink } from './short-link-claim.ts';
import { shortLinkList } from './short-link-list.ts';
import { startShortLink, type AskShortener } from './short-link-start.ts';

const {
  shortLinkData,
  shortLinkFirstPage,
  shortLinkLastPage,
  shortLinkInterstitial,
  shortLinkInterstitialBeacon,
} = apiRoutes;
// Plenty for a person clicking links, a brake on scripts (each Start may cost a network call).
const shortLinkRateLimit = memberRateLimit(30, '1 minute');

interface ShortLinkRouteOptions {
  db: Db;
  publicOrigin: string;
  askShortener: AskShortener;
  proxyCheck: ProxyCheck;
}

/**
 * The member's short-link calls (docs/product/short-links.md#calls-and-fields) and the built-in
 * shortener's page.
 */
export const shortLinkRoutes: FastifyPluginAsyncZod<ShortLinkRouteOptions> = async (
  app,
  options,
) => {
  registerMemberShortLinkRoutes(app, options);
  registerBuiltinShortenerRoutes(app, options.db);
};

/** The list of short links, the Start that opens one and the claim at its end. */
function registerMemberShortLinkRoutes(
  app: RouteApp,
  { db, publicOrigin, askShortener, proxyCheck }: ShortLinkRouteOptions,
) {
  const member = { onRequest: app.requireMember };
  const origins = siteOrigins(publicOrigin);

  app.get(shortLinkData.path, { ...member, schema: schemaOf(shortLinkData) }, async (request) =>
    presentShortLinkList(await shortLinkList(db, request.member!.id, requestLanguage(request))),
  );

  app.patch(
    shortLinkFirstPage.path,
    {
      ...member,
      config: shortLinkRateLimit,
      schema: {
        ...schemaOf(shortLinkFirstPage),
        body: openedEnvelope(shortLinkFirstPagePayloadSchema, 'obj_already'),
      },
    },
    async (request) => {
      const payload = request.body.obj_already;
      return startShortLink(
        db,
        {
          memberId: request.member!.id,
          ip: request.ip,
          shortnerDomain: payload.shortnerDomain,
          endPageRoute: payload.endPageRoute,
          clientOrigin: payload.clientOrigin,
        },
        {
          siteOrigins: origins,
          publicOrigin,
          askShortener,
          onShortenerError: (shortener, answer) =>
            request.log.warn(
              { shortener: shortener.domain, message: answer.ok ? '' : answer.message },
              'shortener refused a short link',
            ),
        },
      );
    },
  );

  app.patch(
    shortLinkLastPage.path,
    { ...member, config: shortLinkRateLimit, schema: schemaOf(shortLinkLastPage) },
    async (request) => {
      const memberId = request.member!.id;
      const origin = { memberId, address: request.ip };
      await vpnAtClaim(db, proxyCheck, origin, SHORTLINK_ERROR_TEXTS.vpnRefused);
      const paid = await claimShortLink(db, {
        memberId,
        ip: request.ip,
        token: request.body.uniqueToken,
      });
      // Where the paid claim came from (at most a row a day per address, network and browser).
      await noteOrigin(db, memberId, 'claim', requestOrigin(request));
      await scheduleRescoreAfterClaim(db, memberId);
      return presentClaim(paid);
    },
  );
}

/** The built-in shortener's waiting page and the beacon it sends once loaded. */
function registerBuiltinShortenerRoutes(app: RouteApp, db: Db) {
  const member = { onRequest: app.requireMember };
  app.get(
    shortLinkInterstitial.path,
    { ...member, schema: schemaOf(shortLinkInterstitial) },
    async (request) => {
      const [link, snippets] = await Promise.all([
        readBuiltinLink(db, request.params.code),
        readAdSnippets(db),
      ]);
      // No destination here: it carries the claim token, handed out only when the page reports in.
      return { msg: { waitSeconds: link.waitSeconds, adSnippet: snippets.waitingPage } };
    },
  );

  app.patch(
    shortLinkInterstitialBeacon.path,
    { ...member, config: shortLinkRateLimit, schema: schemaOf(shortLinkInterstitialBeacon) },
    async (request) => ({
      msg: await reportInterstitialLoaded(db, {
        memberId: request.member!.id,
        ip: request.ip,
        code: request.params.code,
      }),
    }),
  );
}
