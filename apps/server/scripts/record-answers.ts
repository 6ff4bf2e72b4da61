import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IDEMPOTENCY_KEY_HEADER } from '@kamao/contract/idempotency-key';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/demo/seed.ts';
import { logIn } from '../src/test/log-in.ts';
import { buildTestApp } from '../src/test/test-app.ts';
import { normaliseAnswer, type Placeholders } from './normalise-answer.ts';
import { differences } from './answer-differences.ts';
import { countRandomBytes } from './counting-random-bytes.ts';

/**
 * Records what about seventy member and console calls answer on the demo site, so a change meant
 * to move code without changing behaviour can prove it: record before, `--check` after. The
 * server is built the way the API tests build it (in-memory PGlite, the demo seed, no captcha);
 * what differs between two runs (ids, times, tokens) is replaced by placeholders
 * (normalise-answer.ts), and random bytes count up (counting-random-bytes.ts) so that records
 * made in the same second keep one order.
 *
 *   npm run record-answers              writes apps/server/scripts/recorded-answers.json
 *   npm run record-answers -- --check   compares a new recording with it; exit code 1 on a change
 *
 * Left out on purpose, because they are meant to change: the console's audit log (its entries
 * are to read as sentences), the page's public configuration (it carries the browser's payload
 * key, which becomes a value of its own) and anything else about secrets, and the API's OpenAPI
 * document (new).
 */

type Actor = 'anonymous' | 'member' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Recorded {
  name: string;
  as: Actor;
  method: Method;
  path: string;
  status: number;
  body: unknown;
}

/** Values an earlier answer gave that a later call needs (a new withdrawal's id, …). */
type Found = Record<string, string>;

interface Call {
  name: string;
  as: Actor;
  method: Method;
  path: string | ((found: Found) => string);
  body?: object;
  /** Money calls carry a key, as the web client sends them. */
  idempotencyKey?: string;
  /** What to keep from the raw answer for later calls. */
  keep?: (body: unknown, found: Found) => void;
}

const RECORDING = fileURLToPath(new URL('./recorded-answers.json', import.meta.url));

const member = (name: string, method: Method, path: string, extra: Partial<Call> = {}): Call => ({
  name,
  as: 'member',
  method,
  path,
  ...extra,
});
const admin = (
  name: string,
  method: Method,
  path: Call['path'],
  extra: Partial<Call> = {},
): Call => ({ name, as: 'admin', method, path, ...extra });

/** Reads a field down a path of an unknown JSON value; undefined when it is not there. */
function pick(value: unknown, ...path: (string | number)[]): unknown {
  let here = value;
  for (const step of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

function keepString(name: string, ...path: (string | number)[]) {
  return (body: unknown, found: Found) => {
    const value = pick(body, ...path);
    if (typeof value === 'string') found[name] = value;
  };
}

const CALLS: Call[] = [
  // ---- Public reads ----
  {
    name: 'navbar check, signed out',
    as: 'anonymous',
    method: 'GET',
    path: '/checkLogin_for_navBar',
  },
  {
    name: 'navbar check with every page flag, signed out',
    as: 'anonymous',
    method: 'GET',
    path: '/checkLogin_for_navBar?faq=true&paymentProof=true&privacy_policy=true&dmca=true&terms_of_use=true',
  },
  {
    name: 'site statistics',
    as: 'anonymous',
    method: 'GET',
    path: '/userRoute/userWebstatisticsGet',
  },
  {
    name: 'dashboard, signed out (401)',
    as: 'anonymous',
    method: 'GET',
    path: '/userRoute/userDataGet_dashboard',
  },

  // ---- Member reads ----
  member('navbar check', 'GET', '/checkLogin_for_navBar'),
  member('dashboard', 'GET', '/userRoute/userDataGet_dashboard'),
  member('wallet page', 'GET', '/userAmount/userBalanceData_get'),
  member('balance breakdown', 'GET', '/userAmount/user_balance_breakdown'),
  member('converter page', 'GET', '/userAmount/userConvertBalance_get'),
  member('referrals', 'GET', '/userRoute/userReferral_record_get'),
  member('gift code history', 'GET', '/userIncomeRoute/user_giftCode_get'),
  member('PTC home', 'GET', '/userIncomeRoute/user_PTCAds_home_get'),
  member('PTC ad snippets', 'GET', '/userIncomeRoute/user_PTCAds_snippets_get'),
  member('short links', 'GET', '/userIncomeRoute/user_shortlink_data_get'),
  member('task walls', 'GET', '/userIncomeRoute/user_offerWall_get'),
  member('games lobby', 'GET', '/userIncomeRoute/user_betting_games_home_get'),
  member('profile', 'GET', '/userRoute/userProfileData_get'),
  member('account settings', 'GET', '/userRoute/userpassword_and_email_get'),
  member('advertiser campaigns', 'GET', '/advertiserRoute/advertiserDataGet'),
  member('advertiser new campaign data', 'GET', '/advertiserRoute/advertiserCreateDataGet'),
  member('console as a member (403)', 'GET', '/api/admin/members'),

  // ---- Member writes ----
  member('gift code claim', 'PATCH', '/userIncomeRoute/user_giftCode_verify_and_patch', {
    body: { giftCode_state: 'WELCOME10' },
  }),
  member('gift code claimed twice', 'PATCH', '/userIncomeRoute/user_giftCode_verify_and_patch', {
    body: { giftCode_state: 'WELCOME10' },
  }),
  member('gift code left empty (400)', 'PATCH', '/userIncomeRoute/user_giftCode_verify_and_patch', {
    body: { giftCode_state: '' },
  }),
  member('gift code history after the claim', 'GET', '/userIncomeRoute/user_giftCode_get'),
  member('profile saved with a withdrawal method', 'PATCH', '/userRoute/userProfileData_patch', {
    body: {
      obj: {
        name: 'Demo Member',
        address: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip_code: '411001',
        mobile_number: '9876543210',
        withdrawal_method: 'UPI',
        withdrawal_account_information: 'demo@upi',
      },
    },
  }),
  member('conversion, deposit to withdrawable', 'PATCH', '/userAmount/userBalanceConvertPatch', {
    body: { obj: { balanceToConvert: 20, conversionType_state: 'depositToWithdraw' } },
    idempotencyKey: 'record-answers-convert-1',
  }),
  member('conversion above the balance (4xx)', 'PATCH', '/userAmount/userBalanceConvertPatch', {
    body: { obj: { balanceToConvert: 100_000, conversionType_state: 'withdrawToDeposit' } },
    idempotencyKey: 'record-answers-convert-2',
  }),
  member('withdrawal request', 'POST', '/userAmount/userWithdrawal_record_post', {
    body: { obj: { balance: 60, type: 'UPI' } },
    idempotencyKey: 'record-answers-withdraw-1',
  }),
  member('withdrawal below the minimum (4xx)', 'POST', '/userAmount/userWithdrawal_record_post', {
    body: { obj: { balance: 1, type: 'UPI' } },
    idempotencyKey: 'record-answers-withdraw-2',
  }),
  member('withdrawal with a bad amount (400)', 'POST', '/userAmount/userWithdrawal_record_post', {
    body: { obj: { balance: 'a lot', type: 'UPI' } },
  }),
  member('wallet page after the withdrawal', 'GET', '/userAmount/userBalanceData_get'),

  // ---- Console reads ----
  admin('members', 'GET', '/api/admin/members'),
  admin('members found by name', 'GET', '/api/admin/members?q=demo'),
  admin('the advertiser found', 'GET', '/api/admin/members?q=advertiser', {
    keep: keepString('advertiserId', 'members', 0, 'id'),
  }),
  admin('payout queue', 'GET', '/api/admin/withdrawals', {
    keep: keepString('withdrawalId', 'withdrawals', 0, '_id'),
  }),
  admin('one withdrawal', 'GET', (found) => `/api/admin/withdrawals/${found.withdrawalId}`),
  admin('payouts CSV', 'GET', '/api/admin/withdrawals/payouts.csv'),
  admin('withdrawal methods', 'GET', '/api/admin/withdrawal-methods'),
  admin('wallet settings', 'GET', '/api/admin/wallet-settings'),
  admin('gift codes', 'GET', '/api/admin/gift-codes'),
  admin('PTC pricing', 'GET', '/api/admin/ptc/pricing'),
  admin('PTC snippets', 'GET', '/api/admin/ptc/snippets'),
  admin('campaigns', 'GET', '/api/admin/ptc/campaigns'),
  admin('shorteners', 'GET', '/api/admin/shorteners'),
  admin('task walls in the console', 'GET', '/api/admin/offerwalls'),
  admin('game rooms', 'GET', '/api/admin/game-rooms'),
  admin('game settings', 'GET', '/api/admin/game-settings'),
  admin('game matches', 'GET', '/api/admin/game-matches'),
  admin('FAQ', 'GET', '/api/admin/faqs'),
  admin('homepage sections', 'GET', '/api/admin/homepage-sections'),
  admin('announcements', 'GET', '/api/admin/announcements'),
  admin('site texts', 'GET', '/api/admin/site-texts'),
  admin('footer', 'GET', '/api/admin/footer'),
  admin('contact messages', 'GET', '/api/admin/contact-messages'),
  admin('mail outbox', 'GET', '/api/admin/outbox'),
  admin('runtime', 'GET', '/api/admin/runtime'),
  admin('jobs', 'GET', '/api/admin/jobs'),

  // ---- Console writes ----
  admin(
    'payout approved',
    'POST',
    (found) => `/api/admin/withdrawals/${found.withdrawalId}/decision`,
    { body: { status: 'Success', remark: 'Paid', paymentReference: 'UTR123456789' } },
  ),
  admin(
    'payout approved again (unchanged)',
    'POST',
    (found) => `/api/admin/withdrawals/${found.withdrawalId}/decision`,
    { body: { status: 'Success', remark: 'Paid', paymentReference: 'UTR123456789' } },
  ),
  admin('payouts CSV after the approval', 'GET', '/api/admin/withdrawals/payouts.csv'),
  admin('wallet settings saved', 'PUT', '/api/admin/wallet-settings', {
    body: {
      referralRateBp: 1500,
      conversionChargeDepositToWithdrawBp: 200,
      conversionChargeWithdrawToDepositBp: 0,
    },
  }),
  admin('wallet settings refused (400)', 'PUT', '/api/admin/wallet-settings', {
    body: { referralRateBp: -1 },
  }),
  admin('game room added', 'POST', '/api/admin/game-rooms', {
    body: { roomName: 'Recorded room', entryFees: 5, prize: 9 },
  }),
  admin('game room with a prize above the fees (400)', 'POST', '/api/admin/game-rooms', {
    body: { roomName: 'Too generous', entryFees: 5, prize: 11 },
  }),
  admin('gift code added', 'POST', '/api/admin/gift-codes', {
    body: { code: 'RECORDED5', amount: 5, maxClaims: 10 },
  }),
  admin('FAQ entry added', 'POST', '/api/admin/faqs', {
    body: { question: 'Is this recorded?', answerHtml: '<p>Yes.</p>', position: 9 },
  }),
  admin('member banned', 'POST', (found) => `/api/admin/members/${found.advertiserId}/ban`, {
    body: { reason: 'Recorded ban of the demo advertiser' },
  }),
  admin('the advertiser after the ban', 'GET', '/api/admin/members?q=advertiser'),
  member('wallet page after the payout', 'GET', '/userAmount/userBalanceData_get'),
];

async function record(): Promise<Recorded[]> {
  const started = Date.now();
  countRandomBytes();
  const t = await buildTestApp();
  try {
    await seedDemoData(t.database.db);
    const cookies: Record<Actor, string | undefined> = {
      anonymous: undefined,
      member: await logIn(t, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password, {
        remoteAddress: '10.9.0.1',
      }),
      admin: await logIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, {
        remoteAddress: '10.9.0.2',
      }),
    };
    const found: Found = {};
    const placeholders: Placeholders = new Map();
    const recorded: Recorded[] = [];
    for (const call of CALLS) {
      const path = typeof call.path === 'string' ? call.path : call.path(found);
      const cookie = cookies[call.as];
      const res = await t.app.inject({
        method: call.method,
        url: path,
        remoteAddress: call.as === 'admin' ? '10.9.0.2' : '10.9.0.1',
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(call.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: call.idempotencyKey } : {}),
        },
        ...(call.body ? { payload: call.body } : {}),
      });
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      const raw: unknown = json ? res.json() : res.body;
      call.keep?.(raw, found);
      recorded.push({
        name: call.name,
        as: call.as,
        method: call.method,
        path: normaliseAnswer(path, placeholders) as string,
        status: res.statusCode,
        body: normaliseAnswer(raw, placeholders),
      });
    }
    process.stderr.write(`recorded ${recorded.length} answers in ${Date.now() - started} ms\n`);
    return recorded;
  } finally {
    await t.close();
  }
}

const recorded = await record();
if (process.argv.includes('--check')) {
  const kept = JSON.parse(readFileSync(RECORDING, 'utf8')) as { answers: Recorded[] };
  const found = differences(kept.answers, recorded);
  for (const line of found) process.stdout.write(`${line}\n`);
  process.stdout.write(
    found.length === 0
      ? `All ${recorded.length} answers are as recorded.\n`
      : `${found.length} differences from ${RECORDING}\n`,
  );
  process.exitCode = found.length === 0 ? 0 : 1;
} else {
  const note =
    'Written by apps/server/scripts/record-answers.ts (npm run record-answers); check with --check.';
  writeFileSync(RECORDING, `${JSON.stringify({ note, answers: recorded }, null, 2)}\n`);
  process.stdout.write(`Wrote ${recorded.length} answers to ${RECORDING}\n`);
}
