import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { buildMember } from '../../test/factories.ts';
import { buildProductionLikeApp } from '../../test/production-like-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { createSession } from '../auth/index.ts';
import { DOCS_FOR_ADMINISTRATORS } from './docs-access.ts';
import { OPENAPI_PATH } from './index.ts';
import { VIEWER_BASE } from './viewer-page.ts';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await buildProductionLikeApp();
  const cookieOf = async (role: 'admin' | 'member') => {
    const person = await buildMember(t.database.db, { role });
    return `sid=${(await createSession(t.database.db, person.id, false)).token}`;
  };
  adminCookie = await cookieOf('admin');
  memberCookie = await cookieOf('member');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const publish = (published: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: adminRoutes.apiDocsSettingsUpdate.path,
    headers: { cookie: adminCookie },
    payload: { published },
  });

describe(`the API document in production on ${testEngine}`, () => {
  it('answers administrators only while it is not published', async () => {
    for (const url of [OPENAPI_PATH, VIEWER_BASE, `${VIEWER_BASE}/swagger-ui-bundle.js`]) {
      for (const cookie of [undefined, memberCookie]) {
        const refused = await get(url, cookie);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual({ error_msg: DOCS_FOR_ADMINISTRATORS });
      }
      expect((await get(url, adminCookie)).statusCode, url).toBe(200);
    }
    expect((await get(OPENAPI_PATH, adminCookie)).json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('answers everyone once an operator publishes it, and the switch is audited', async () => {
    expect((await publish(true)).json()).toEqual({ settings: { published: true } });
    expect((await get(OPENAPI_PATH)).statusCode).toBe(200);
    expect((await get(VIEWER_BASE, memberCookie)).statusCode).toBe(200);
    const settings = await get(adminRoutes.apiDocsSettings.path, adminCookie);
    expect(settings.json()).toEqual({ settings: { published: true } });
    const log = await get(adminRoutes.auditLogList.path, adminCookie);
    expect(JSON.stringify(log.json())).toContain('api_docs.publish');

    await publish(false);
    expect((await get(OPENAPI_PATH)).statusCode).toBe(403);
  });

  it('keeps the switch itself for operators', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: adminRoutes.apiDocsSettingsUpdate.path,
      headers: { cookie: memberCookie },
      payload: { published: true },
    });
    expect(put.statusCode).toBe(403);
    expect((await get(OPENAPI_PATH)).statusCode).toBe(403);
  });
});

describe('the viewer', () => {
  it("is a page of the site that loads Swagger UI's files and its start script from the site", async () => {
    const page = await get(VIEWER_BASE, adminCookie);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // The site's own policy applies: scripts from the site only, none inline.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(page.body).not.toMatch(/<script>/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(
      expect.arrayContaining([
        `${VIEWER_BASE}/swagger-ui.css`,
        `${VIEWER_BASE}/swagger-ui-bundle.js`,
        `${VIEWER_BASE}/start-viewer.js`,
      ]),
    );
    for (const source of sources) {
      expect(source.startsWith(`${VIEWER_BASE}/`), source).toBe(true);
      const file = await get(source, adminCookie);
      expect(file.statusCode, source).toBe(200);
      expect(file.body.length, source).toBeGreaterThan(100);
    }
    const start = await get(`${VIEWER_BASE}/start-viewer.js`, adminCookie);
    expect(start.body).toContain(`url: '${OPENAPI_PATH}'`);
    expect((await get(`${VIEWER_BASE}/swagger-ui-bundle.js`, adminCookie)).body).toContain(
      'SwaggerUIBundle',
    );
  });

  it("sends Swagger UI's 1.7 MB bundle compressed, in the encoding the browser prefers", async () => {
    const bundleUrl = `${VIEWER_BASE}/swagger-ui-bundle.js`;
    const fetchEncoded = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: bundleUrl,
        headers: { cookie: adminCookie, 'accept-encoding': acceptEncoding },
      });
    const plain = (await get(bundleUrl, adminCookie)).rawPayload;
    const brotli = await fetchEncoded('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain)).toBe(true);
    const gzipped = await fetchEncoded('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(plain)).toBe(true);
    expect((await fetchEncoded('identity')).headers['content-encoding']).toBeUndefined();
  });
});
