import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { openApiPath } from './contract-operation.ts';
import { OPENAPI_PATH } from './index.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { VIEWER_BASE } from './viewer-page.ts';

// Every route any Fastify instance of this file registers, seen by an onRoute hook added as the
// instance is created (buildApp makes its own instance, so the hook rides on the factory).
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify')>();
  const fastify = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: fastify };
});

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  // The server tests share their modules between files (`npm run test:server` runs them with
  // --no-isolate): an earlier file may have loaded the application with the real factory, so it is
  // loaded afresh, with the one above.
  vi.resetModules();
  const { buildTestApp } = await import('../../test/test-app.ts');
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});
afterAll(async () => {
  await t?.close();
});

/** Routes that are files or pages, not calls: the SPA's index and files, the viewer's files. */
function isFileOrPage(url: string): boolean {
  if (url === '/' || url === '/index.html') return true;
  return url.startsWith(`${VIEWER_BASE}/`);
}

describe('the published API document', () => {
  it('lists every route the server registers, but its files and pages', () => {
    const calls = registered.filter(({ method, url }) => method !== 'HEAD' && !isFileOrPage(url));
    // The hook saw the application's routes, not only a few.
    expect(calls.length).toBeGreaterThan(90);
    const missing = calls
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()])
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('lists nothing the server does not answer', () => {
    const served = new Set(registered.map(({ method, url }) => `${method} ${openApiPath(url)}`));
    const extra = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((call) => !served.has(call)),
    );
    expect(extra).toEqual([]);
  });
});

/** The value a local JSON pointer ('#/components/schemas/Error') names in the document. */
function resolvePointer(root: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      root,
    );
}

describe('the document is OpenAPI 3.1 in shape', () => {
  const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

  it('names its version, title and components', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document).toMatchObject({
      info: { title: expect.any(String), version: expect.any(String) },
      components: { schemas: expect.any(Object), securitySchemes: expect.any(Object) },
    });
  });

  it('has operations with unique ids, declared tags, answers and their path parameters', () => {
    const ids = new Set<string>();
    const tags = new Set((document.tags as { name: string }[]).map((tag) => tag.name));
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path).toMatch(/^\//);
      expect(path).not.toMatch(/:/);
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect(METHODS.has(method), where).toBe(true);
        const op = operation as {
          operationId: string;
          tags: string[];
          responses: Record<string, unknown>;
          parameters?: { in: string; name: string; required: boolean }[];
        };
        expect(ids.has(op.operationId), where).toBe(false);
        ids.add(op.operationId);
        for (const tag of op.tags) expect(tags.has(tag), `${where} ${tag}`).toBe(true);
        expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort(), where).toEqual(templated);
        for (const p of inPath) expect(p.required, where).toBe(true);
      }
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs: string[] = [];
    JSON.stringify(document, (key, value: unknown) => {
      if (key === '$ref') refs.push(String(value));
      return value;
    });
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(resolvePointer(document, ref), ref).toBeDefined();
    }
  });

  it('shows the envelope with its sealed alternative, the error shape and the session flags', () => {
    const login = document.paths['/userRoute/login']?.post as {
      requestBody: { content: { 'application/json': { schema: unknown } } };
    };
    const body = JSON.stringify(login.requestBody.content['application/json'].schema);
    expect(body).toContain('"obj"');
    expect(body).toContain('#/components/schemas/SealedPayload');
    expect(body).toContain('email_userName');
    const text = JSON.stringify(document.components);
    expect(text).toContain('error_msg');
    expect(text).toContain('jwtMiddleware_token_not_found_error');
    const dashboard = document.paths['/userRoute/userDataGet_dashboard']?.get as {
      security: unknown[];
      responses: Record<string, unknown>;
    };
    expect(dashboard.security).toEqual([{ sessionCookie: [] }]);
    expect(dashboard.responses['401']).toEqual({
      $ref: '#/components/responses/SessionRequired',
    });
  });
});
