import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../api-route.ts';
import { pathOf } from '../api-route.ts';
import { ADMIN_API_PREFIX, adminRoutes } from './admin-routes.ts';

const routes: [string, ApiRoute][] = Object.entries(adminRoutes);

describe('the console route table', () => {
  it('keeps every call under the console prefix and behind the operator check', () => {
    for (const [key, route] of routes) {
      expect(route.path.startsWith(ADMIN_API_PREFIX), key).toBe(true);
      expect(route.auth, key).toBe('admin');
    }
  });

  it('names each method and path once', () => {
    const calls = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('declares a schema for the parameters of every parameterised path', () => {
    for (const [key, route] of routes) {
      expect(Boolean(route.params), key).toBe(route.path.includes('/:'));
    }
  });

  it('declares what every call answers', () => {
    for (const [key, route] of routes) expect(route.answer, key).toBeDefined();
  });
});

describe('pathOf', () => {
  it('fills and encodes each parameter', () => {
    expect(pathOf({ path: '/api/admin/faqs/:id' }, { id: 'a/b c' })).toBe(
      '/api/admin/faqs/a%2Fb%20c',
    );
    expect(pathOf({ path: '/api/admin/runtime' })).toBe('/api/admin/runtime');
  });

  it('refuses to send a path with a parameter missing', () => {
    expect(() => pathOf({ path: '/api/admin/faqs/:id' }, {})).toThrow(/needs the parameter id/);
  });
});
