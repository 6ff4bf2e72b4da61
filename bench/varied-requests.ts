import { randomBytes } from 'node:crypto';
import type { RunningServer } from '../e2e/support/server-process.ts';
import { benchMemberLogin, call } from './members.ts';

/**
 * Requests that differ one from the next, for the calls that cannot be sent twice alike: a
 * sign-up makes a new account each time, a login is a different member's, a PTC claim spends
 * its own started view. Made ready through the API before the run, like every other session of
 * the bench (members.ts).
 */
export type VariedKind = 'signUps' | 'logins' | 'ptcClaims';

export interface VariedRequests {
  /** The nth request's Cookie header (when it needs one) and JSON body. */
  request(n: number): { cookie?: string; body: unknown };
  /**
   * How many there are, when each can be sent only once: the measurement then sends exactly
   * these (WARMUP_SHARE of them as warm-up) instead of running for a fixed time.
   */
  count?: number;
}

/** Of a limited set, the share sent as warm-up. */
export const WARMUP_SHARE = 0.1;

export async function prepareVaried(
  kind: VariedKind,
  server: RunningServer,
  members: string[],
): Promise<VariedRequests> {
  switch (kind) {
    case 'signUps':
      return newAccounts();
    case 'logins':
      return memberLogins(members.length);
    case 'ptcClaims':
      return claimableViews(server, members);
  }
}

/** A new account per request; the run's own prefix keeps a second run on one database apart. */
function newAccounts(): VariedRequests {
  const run = randomBytes(3).toString('hex');
  return {
    request: (n) => ({
      body: {
        obj: {
          name: `Bench Sign-up ${n}`,
          mobile_number: `7${String(n % 1_000_000_000).padStart(9, '0')}`,
          email_address: `bench.signup.${run}.${n}@example.com`,
          password: 'Monsoon-Kite-77',
          captcha_token: 'x',
        },
      },
    }),
  };
}

/** The bench's members logging in in turn, with the right password. */
function memberLogins(count: number): VariedRequests {
  return {
    request: (n) => ({
      body: { obj: { ...benchMemberLogin(n % count), loginRemember_state: false } },
    }),
  };
}

interface StartedView {
  cookie: string;
  campaignId: string;
  viewToken: string;
}

/** Started views in flight at once while making them ready. */
const START_CONCURRENCY = 10;
/**
 * The members whose views are claimed: each demo ad pays 500 views in all (its budget), so more
 * members than that would have the run's later claims refused as the ads run out.
 */
const PTC_MEMBERS = 400;

/**
 * One started view for every member (up to PTC_MEMBERS) and every ad the member is offered (the
 * demo's nine ads), then a wait until the longest of them may be claimed: each claim of the run
 * spends a view of its own, as a member's claim after watching the ad does.
 */
async function claimableViews(server: RunningServer, members: string[]): Promise<VariedRequests> {
  const pairs: { cookie: string; campaignId: string; seconds: number }[] = [];
  for (const cookie of members.slice(0, PTC_MEMBERS)) {
    const home = (await (
      await call(server, 'GET', '/userIncomeRoute/user_PTCAds_home_get', undefined, cookie)
    ).json()) as {
      msg: { PTCAds_campaignsData: { _id: string; step_3_duration_for_user: number }[] };
    };
    for (const ad of home.msg.PTCAds_campaignsData) {
      pairs.push({ cookie, campaignId: ad._id, seconds: ad.step_3_duration_for_user });
    }
  }
  const views: StartedView[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < pairs.length; i = next++) {
      const { cookie, campaignId } = pairs[i]!;
      const started = (await (
        await call(
          server,
          'POST',
          '/userIncomeRoute/user_PTCAds_view_start',
          {
            obj: { btnName: campaignId },
          },
          cookie,
        )
      ).json()) as { msg: { viewToken: string } };
      views[i] = { cookie, campaignId, viewToken: started.msg.viewToken };
    }
  };
  const startedAt = Date.now();
  await Promise.all(Array.from({ length: START_CONCURRENCY }, worker));
  const longest = Math.max(0, ...pairs.map((pair) => pair.seconds));
  // The server counts each view's time from its own start; the last started is the last ready.
  const readyAt = Date.now() + longest * 1000 + 500;
  console.log(
    `  ${views.length} PTC views started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; ` +
      `claimable after ${longest} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, readyAt - Date.now())));
  return {
    count: views.length,
    request: (n) => {
      const view = views[n % views.length]!;
      return {
        cookie: view.cookie,
        body: { obj: { btnName: view.campaignId, btnClickEarn: view.viewToken } },
      };
    },
  };
}
