import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminRoutes } from '@kamao/contract/admin/campaigns';
import { ADMIN_API_PREFIX } from '@kamao/contract/admin/admin-routes';
import { contentAdminRoutes } from '@kamao/contract/admin/content';
import { payoutAdminRoutes } from '@kamao/contract/admin/payouts';
import { SESSION_FLAGS } from '@kamao/contract/session-flags';
import { adminAuditLog } from '../../db/schema/index.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { createSession } from '../auth/index.ts';

let t: TestApp;
let memberCookie: string;
let adminCookie: string;
let adminId: string;

async function cookieOf(role: 'member' | 'admin') {
  const person = await buildMember(t.database.db, { role });
  const session = await createSession(t.database.db, person.id, false);
  return {
    id: person.id,
    cookie: `${t.config.secureCookies ? '__Host-sid' : 'sid'}=${session.token}`,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  memberCookie = (await cookieOf('member')).cookie;
  const admin = await cookieOf('admin');
  adminCookie = admin.cookie;
  adminId = admin.id;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every /api/admin route the app has, read from its own route tree, so a route added later is
 * covered without anyone remembering this test. printRoutes({commonPrefix: false}) draws one
 * node per line, four columns deeper per level, its path relative to its parent's:
 * `    ├── api/admin/faqs (GET, HEAD, POST)` under `└── / (GET, HEAD)`.
 */
function adminRoutes(): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const ancestors: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│├└─ ]*)(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4 - 1;
    ancestors.length = depth;
    const path = ancestors.join('') + node[2]!;
    ancestors.push(node[2]!);
    if (!path.startsWith(ADMIN_API_PREFIX)) continue;
    for (const method of (node[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

const JSON_TYPE = { 'content-type': 'application/json' };
// Bodies that each route's schema refuses, and bodies refused before any schema is consulted.
const JUNK_BODIES = [
  { name: 'wrong types', headers: JSON_TYPE, payload: '{"question":5,"ids":"x","amount":[]}' },
  { name: 'malformed JSON', headers: JSON_TYPE, payload: '{"question": ' },
  { name: 'plain text', headers: { 'content-type': 'text/plain' }, payload: 'junk' },
  { name: 'a huge body', headers: JSON_TYPE, payload: JSON.stringify({ x: 'y'.repeat(100_000) }) },
];

let addressCounter = 0;
const nextAddress = () => `192.0.2.${(addressCounter = (addressCounter % 250) + 1)}`;

/** The answers that are not the expected one, as readable lines. */
async function answersOtherThan(
  cookie: string | undefined,
  expected: { status: number; error_msg: string },
): Promise<string[]> {
  const wrong: string[] = [];
  const routes = adminRoutes();
  if (routes.length === 0) throw new Error('no /api/admin route found in the route tree');
  for (const route of routes) {
    const url = `${route.path.replace(/:(\w+)/g, 'junk')}?page=-1&status=<b>`;
    for (const junk of route.method === 'GET' ? [JUNK_BODIES[0]!] : JUNK_BODIES) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        remoteAddress: nextAddress(),
        headers: { ...junk.headers, ...(cookie ? { cookie } : {}) },
        payload: route.method === 'GET' ? undefined : junk.payload,
      });
      const body = res.body.startsWith('{') ? (res.json() as { error_msg?: string }) : {};
      if (res.statusCode !== expected.status || body.error_msg !== expected.error_msg) {
        wrong.push(`${route.method} ${url} with ${junk.name}: ${res.statusCode} ${res.body}`);
      }
    }
  }
  return wrong;
}

describe(`the operator console's routes on ${testEngine}`, () => {
  it('are all found in the route tree', () => {
    const routes = adminRoutes().map((r) => `${r.method} ${r.path}`);
    const { faqList, faqUpdate } = contentAdminRoutes;
    expect(routes).toContain(`${faqList.method} ${faqList.path}`);
    expect(routes).toContain(`${faqUpdate.method} ${faqUpdate.path}`);
    const { campaignRemove } = campaignAdminRoutes;
    expect(routes).toContain(`${campaignRemove.method} ${campaignRemove.path}`);
    const { withdrawalBulkDecide } = payoutAdminRoutes;
    expect(routes).toContain(`${withdrawalBulkDecide.method} ${withdrawalBulkDecide.path}`);
    expect(routes.length).toBeGreaterThan(35);
  });

  it('answer a logged-out caller 401 with the session flag whatever the body, never 400', async () => {
    expect(
      await answersOtherThan(undefined, { status: 401, error_msg: SESSION_FLAGS.tokenNotFound }),
    ).toEqual([]);
  });

  it('answer a caller with a dead session 401 with its flag, never 400', async () => {
    expect(
      await answersOtherThan('sid=not-a-session', {
        status: 401,
        error_msg: SESSION_FLAGS.invalid,
      }),
    ).toEqual([]);
  });

  it('answer a member 403 whatever the body, never 400', async () => {
    expect(
      await answersOtherThan(memberCookie, {
        status: 403,
        error_msg: 'Only an administrator can do this.',
      }),
    ).toEqual([]);
  });

  it("still validate an operator's input, and log an operator's write", async () => {
    const junk = await t.app.inject({
      method: 'POST',
      url: contentAdminRoutes.faqCreate.path,
      headers: { ...JSON_TYPE, cookie: adminCookie },
      payload: '{"question":5}',
    });
    expect(junk.statusCode).toBe(400);

    const created = await t.app.inject({
      method: 'POST',
      url: contentAdminRoutes.faqCreate.path,
      headers: { cookie: adminCookie },
      payload: { question: 'Is Kamao free?', answerHtml: '<p>Yes.</p>' },
    });
    expect(created.statusCode).toBe(200);
    const [last] = await t.database.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(last).toMatchObject({ adminId, action: 'faq.create' });
  });
});
