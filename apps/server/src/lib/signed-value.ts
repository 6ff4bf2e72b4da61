import { createHmac, timingSafeEqual } from 'node:crypto';

/** JSON sealed with an HMAC and an expiry, for short-lived state kept in a cookie. */
export function signValue(secret: string, value: unknown, ttlMs: number): string {
  const body = Buffer.from(JSON.stringify({ v: value, exp: Date.now() + ttlMs })).toString(
    'base64url',
  );
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function readSignedValue<T>(secret: string, text: string | undefined): T | undefined {
  if (!text) return undefined;
  const [body, mac] = text.split('.');
  if (!body || !mac) return undefined;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      v: T;
      exp: number;
    };
    return parsed.exp > Date.now() ? parsed.v : undefined;
  } catch {
    return undefined;
  }
}
