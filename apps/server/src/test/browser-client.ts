import type { TestApp } from './test-app.ts';

export type BrowserMethod = 'GET' | 'POST' | 'PATCH';

/**
 * A browser at one address, as the server sees one: every call goes from `address` with the
 * cookies the server set before (its device cookie, its session), and keeps the ones it sets.
 */
export function browserCalls(t: TestApp, address: string) {
  const jar = new Map<string, string>();
  return async (method: BrowserMethod, url: string, payload?: object) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}
