import type { RunningServer } from '../e2e/support/server-process.ts';
import { memberReads } from './member-reads.ts';
import type { VariedKind } from './varied-requests.ts';

/**
 * What `npm run bench` measures. A new endpoint is measured with one line here; a new member read is measured as soon as the
 * contract's route table has it (member-reads.ts). `session`
 * runs the requests as the seeded demo member ('demo') or as the bench's own members, each
 * request the next member's session cookie ('members', members.ts). `body` is sent as JSON;
 * `idempotencyKey` gives each request a fresh Idempotency-Key, as the web app's money calls
 * carry one; `varied` sends requests that differ one from the next. A read with a session is held to the ratio target (targets.ts) unless `ratioTarget`
 * names its own; `moneyWrite` is the row compared with `pgbench -N` on PostgreSQL.
 */
export interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  session?: 'demo' | 'members';
  body?: unknown;
  idempotencyKey?: boolean;
  ratioTarget?: number;
  moneyWrite?: boolean;
  /**
   * Calls that cannot be sent twice alike (varied-requests.ts): each request takes the next
   * one's cookie and body from requests made ready before the run.
   */
  varied?: VariedKind;
  /** The path's parameters, demo values made through the API before the run (member-reads.ts). */
  demoParams?: (server: RunningServer, cookie: string) => Promise<Record<string, string>>;
}

export const endpoints: Endpoint[] = [
  { name: 'health check', method: 'GET', path: '/healthz' },
  { name: 'navbar login check (anonymous)', method: 'GET', path: '/checkLogin_for_navBar' },
  {
    name: 'navbar login check (member)',
    method: 'GET',
    path: '/checkLogin_for_navBar',
    session: 'demo',
  },
  // Every member read of the contract's route table (member-reads.ts).
  ...memberReads(),
  {
    // ₹0.001 withdrawable → deposit: free, and valid while the member has ₹0.001 withdrawable.
    name: 'balance conversion ₹0.001 (members in turn)',
    method: 'PATCH',
    path: '/userAmount/userBalanceConvertPatch',
    session: 'members',
    body: {
      obj: { balanceToConvert: 0.001, charge: 0, conversionType_state: 'withdrawToDeposit' },
    },
    idempotencyKey: true,
    moneyWrite: true,
  },
  // Account and earning calls, measured before the risk checks join them, so their cost shows.
  {
    name: 'sign-up (a new account each)',
    method: 'POST',
    path: '/userRoute/signUp',
    varied: 'signUps',
  },
  {
    name: 'login (members in turn)',
    method: 'POST',
    path: '/userRoute/login',
    varied: 'logins',
  },
  {
    // Each claim spends a view of its own, started through the API and waited out.
    name: 'PTC claim (each a started view)',
    method: 'PATCH',
    path: '/userIncomeRoute/user_PTCAds_income_patch',
    varied: 'ptcClaims',
  },
];
