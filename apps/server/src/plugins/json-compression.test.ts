import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installJsonCompression, JSON_COMPRESSION_MIN_BYTES } from './json-compression.ts';

const app = Fastify();
const large = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Campaign ${i}` })) };
const precompressed = Buffer.from('already brotli');

beforeAll(async () => {
  installJsonCompression(app);
  app.get('/large', async () => large);
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_request, reply) =>
    reply.type('text/plain').send('x'.repeat(JSON_COMPRESSION_MIN_BYTES * 2)),
  );
  // A static file served from its build-time copy, as web-app.ts does.
  app.get('/asset.json', async (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'br').send(precompressed),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('JSON compression', () => {
  it('answers a large JSON body in Brotli, or gzip, as Accept-Encoding prefers', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(large);

    const gz = await get('/large', 'gzip;q=1, br;q=0.5');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(large);
  });

  it('sends the body as it is without an encoding the client accepts', async () => {
    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.json()).toEqual(large);
    expect((await get('/large', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small JSON, other types and precompressed answers alone', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect((await get('/text', 'br')).headers['content-encoding']).toBeUndefined();
    const asset = await get('/asset.json', 'gzip, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(precompressed)).toBe(true);
  });
});
