import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';
import { FailuresOnlyLogController, installRequestLog } from './request-log.ts';

const SLOW_MS = 100;
const lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  app = Fastify({
    logger: { level: 'info', stream },
    logController: new FailuresOnlyLogController(),
  });
  installErrorHandler(app);
  installRequestLog(app, { slowRequestMs: SLOW_MS });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow/:token', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS + 50));
    return { ok: true };
  });
  app.get('/unavailable', async (_request, reply) => reply.code(503).send({ error_msg: 'down' }));
  app.get('/broken', async () => {
    throw new Error('database on fire');
  });
  await app.ready();
});
afterAll(() => app.close());

async function logLinesOf(url: string) {
  lines.length = 0;
  await app.inject({ method: 'GET', url });
  return [...lines];
}

describe('the request log', () => {
  it('says nothing about a fast, successful request', async () => {
    expect(await logLinesOf('/fast?token=secret')).toEqual([]);
  });

  it('logs a slow request in one line, without its query or parameter values', async () => {
    const logged = await logLinesOf('/slow/reset-token-123?key=secret');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      msg: 'slow request',
      method: 'GET',
      url: '/slow/:token',
      statusCode: 200,
    });
    expect(logged[0]!.durationMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(JSON.stringify(logged)).not.toMatch(/secret|reset-token-123/);
  });

  it('logs a server error answer in one line', async () => {
    const logged = await logLinesOf('/unavailable?x=1');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 50,
      msg: 'answered with a server error',
      method: 'GET',
      url: '/unavailable',
      statusCode: 503,
    });
  });

  it('logs a thrown error once, by the error handler, with its stack', async () => {
    const logged = await logLinesOf('/broken');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, msg: 'unhandled error' });
    expect(JSON.stringify(logged[0])).toContain('database on fire');
  });
});
