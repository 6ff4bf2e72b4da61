import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainEvents } from '../db/domain-events.ts';
import { MemberAnswerCache } from './member-answer-cache.ts';
import { memberAnswerChangesAt, serveMemberReadsFromCopies } from './member-answers.ts';
import { requestLanguage } from './member-language.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * Member reads served from the copies, for a member who is always 'm1', counting each route's
 * reads: /page and /later are member reads, /address answers per request, /other is no member read.
 */
async function appWithCopies() {
  const app = Fastify();
  apps.push(app);
  await app.register(cookie);
  let clock = Date.now();
  const cache = new MemberAnswerCache(new DomainEvents(() => {}), () => clock);
  app.addHook('onClose', (_app, done) => {
    cache.close();
    done();
  });
  app.decorateRequest('member', null);
  serveMemberReadsFromCopies(app, cache, new Set(['/page', '/address', '/later']));
  const reads: string[] = [];
  const onRequest = async (request: { member: unknown }) => {
    request.member = { id: 'm1' };
  };
  app.get('/page', { onRequest }, async (request) => {
    const language = requestLanguage(request);
    reads.push(`page ${language} ${JSON.stringify(request.query)}`);
    return { text: language === 'hi' ? 'हिन्दी' : 'English', read: reads.length };
  });
  app.get('/address', { onRequest, config: { answerPerRequest: true } }, async () => {
    reads.push('address');
    return { read: reads.length };
  });
  app.get('/other', { onRequest }, async () => {
    reads.push('other');
    return { read: reads.length };
  });
  app.get(
    '/later',
    { onRequest, config: memberAnswerChangesAt((answer: { until: number }) => answer.until) },
    async () => {
      reads.push('later');
      return { until: clock + 1_000, read: reads.length };
    },
  );
  return {
    app,
    reads,
    cache,
    advanceClock: (ms: number) => {
      clock += ms;
    },
  };
}

const getJson = async (app: ReturnType<typeof Fastify>, url: string, language?: string) => {
  const answer = await app.inject({ url, cookies: language ? { language } : {} });
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return answer.json() as Record<string, unknown>;
};

describe('member reads answered from the copies', () => {
  it('keeps an English and a Hindi copy apart, each read once', async () => {
    const { app, reads } = await appWithCopies();
    expect(await getJson(app, '/page')).toEqual({ text: 'English', read: 1 });
    expect(await getJson(app, '/page', 'hi')).toEqual({ text: 'हिन्दी', read: 2 });
    expect(await getJson(app, '/page', 'en')).toEqual({ text: 'English', read: 1 });
    expect(await getJson(app, '/page', 'hi')).toEqual({ text: 'हिन्दी', read: 2 });
    // A value that names no language of ours reads as English.
    expect(await getJson(app, '/page', 'fr')).toEqual({ text: 'English', read: 1 });
    expect(reads).toEqual(['page en {}', 'page hi {}']);
  });

  it('keeps one copy per query string, and shares one read among requests sent together', async () => {
    const { app, reads } = await appWithCopies();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => getJson(app, '/page?list=2')),
    );
    expect(answers.map((answer) => answer.read)).toEqual([1, 1, 1, 1, 1]);
    expect((await getJson(app, '/page?list=3')).read).toBe(2);
    expect(reads).toEqual(['page en {"list":"2"}', 'page en {"list":"3"}']);
  });

  it('reads afresh after the member’s copies are dropped', async () => {
    const { app, cache } = await appWithCopies();
    expect((await getJson(app, '/page')).read).toBe(1);
    cache.dropMember('m1');
    expect((await getJson(app, '/page')).read).toBe(2);
  });

  it('answers a per-request read and a route that is no member read each time', async () => {
    const { app, reads } = await appWithCopies();
    await getJson(app, '/address');
    await getJson(app, '/address');
    await getJson(app, '/other');
    await getJson(app, '/other');
    expect(reads).toEqual(['address', 'address', 'other', 'other']);
  });

  it('ends a copy at the time its answer names', async () => {
    const { app, reads, advanceClock } = await appWithCopies();
    await getJson(app, '/later');
    advanceClock(999);
    await getJson(app, '/later');
    expect(reads).toEqual(['later']);
    advanceClock(1);
    await getJson(app, '/later');
    expect(reads).toEqual(['later', 'later']);
  });
});
