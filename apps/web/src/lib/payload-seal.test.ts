import { createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { base64UrlDecode, base64UrlEncode, sealPayload } from './payload-seal';

const SECRET = 'test-payload-secret';
// What the server puts in the public config: its PAYLOAD_KEY, base64url of 32 bytes (any 32
// bytes do here).
const payloadKey = createHash('sha256').update(SECRET).digest('base64url');

function open(sealed: string): unknown {
  const [prefix, ivText, bodyText] = sealed.split('.');
  expect(prefix).toBe('v1');
  const iv = Buffer.from(ivText!, 'base64url');
  const body = Buffer.from(bodyText!, 'base64url');
  expect(iv.length).toBe(12);
  const key = createHash('sha256').update(SECRET).digest();
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(body.subarray(body.length - 16));
  const plain = Buffer.concat([
    decipher.update(body.subarray(0, body.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(plain.toString('utf8'));
}

describe('sealPayload', () => {
  test('seals into the server format, which node:crypto opens', async () => {
    const obj = { email_userName: 'rahul', password: 'pässwörd ₹', loginRemember_state: true };
    const sealed = await sealPayload(obj, payloadKey);
    expect(typeof sealed).toBe('string');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(open(sealed as string)).toEqual(obj);
  });

  test('uses a fresh IV each time', async () => {
    const first = await sealPayload({ email: 'a@b.in' }, payloadKey);
    const second = await sealPayload({ email: 'a@b.in' }, payloadKey);
    expect(first).not.toBe(second);
  });

  test('sends the plain object without a key or with a malformed one', async () => {
    const obj = { email: 'a@b.in' };
    expect(await sealPayload(obj, '')).toBe(obj);
    expect(await sealPayload(obj, 'c2hvcnQ')).toBe(obj);
  });

  test('base64url round trip', () => {
    const bytes = new Uint8Array([0, 250, 251, 252, 253, 254, 255, 62, 63]);
    const text = base64UrlEncode(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect([...base64UrlDecode(text)]).toEqual([...bytes]);
  });
});
