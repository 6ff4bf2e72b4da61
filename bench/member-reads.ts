import { apiRoutes, type ApiRouteKey } from '@kamao/contract/api-routes';
import type { RunningServer } from '../e2e/support/server-process.ts';
import type { Endpoint } from './endpoints.ts';
import { call } from './members.ts';

/**
 * The member reads `npm run bench` measures, taken from the contract's route table: every GET a
 * member's session opens, so a new member page's data call is measured the day it is added. The
 * proxy check is left out: it asks a third party, so it measures that party, not this server.
 */
const NOT_MEASURED: ReadonlySet<ApiRouteKey> = new Set<ApiRouteKey>(['proxyCheck']);

/**
 * A demo value for each path parameter, made through the API before the run as the demo member
 * (its Cookie header). A member read with a parameter and no entry here stops the bench: the new
 * route needs its demo value.
 */
type DemoParams = (server: RunningServer, cookie: string) => Promise<Record<string, string>>;

const DEMO_PARAMS: Partial<Record<ApiRouteKey, DemoParams>> = {
  // The built-in shortener's page: the code of a link the demo member starts on the first
  // built-in short link of their list (or the one already pending there).
  shortLinkInterstitial: async (server, cookie) => {
    const list = await call(server, 'GET', apiRoutes.shortLinkData.path, undefined, cookie);
    const { msg } = (await list.json()) as {
      msg: { shortedLinksData: { shortnerDomain: string }[] };
    };
    for (const link of msg.shortedLinksData) {
      const started = await call(
        server,
        'PATCH',
        apiRoutes.shortLinkFirstPage.path,
        {
          obj_already: {
            shortnerDomain: link.shortnerDomain,
            endPageRoute: '/member/last-page/',
            clientOrigin: server.origin,
          },
        },
        cookie,
      );
      const answer = (await started.json()) as {
        shortUrl?: string;
        existingRecord?: { shortUrl: string };
      };
      const url = answer.shortUrl ?? answer.existingRecord?.shortUrl ?? '';
      const code = /\/member\/short\/([^/?#]+)/.exec(url)?.[1];
      if (code) return { code: decodeURIComponent(code) };
    }
    throw new Error('bench setup: the demo member has no built-in short link to open');
  },
};

export interface MemberRead extends Endpoint {
  /** The route table's key. */
  key: ApiRouteKey;
  /** Fills the path's parameters with demo values before the run. */
  demoParams?: DemoParams;
}

export function memberReads(): MemberRead[] {
  return (Object.entries(apiRoutes) as [ApiRouteKey, (typeof apiRoutes)[ApiRouteKey]][])
    .filter(([, route]) => route.method === 'GET' && route.auth === 'member')
    .filter(([key]) => !NOT_MEASURED.has(key))
    .map(([key, route]) => {
      const demoParams = DEMO_PARAMS[key];
      if ('params' in route && !demoParams) {
        throw new Error(`bench: the member read ${key} needs a demo value (member-reads.ts)`);
      }
      return {
        key,
        name: `member read: ${key}`,
        method: 'GET',
        path: route.path,
        session: 'demo',
        ...(demoParams ? { demoParams } : {}),
      };
    });
}
