import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DomainEvents } from '../db/domain-events.ts';
import { MemberAnswerCache } from './member-answer-cache.ts';
import { cachedMemberAnswer } from './member-answers.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A route answered from the copies, for a member who is always 'm1', counting its reads. */
async function appWithCopies() {
  const app = Fastify();
  apps.push(app);
  await app.register(cookie);
  const cache = new MemberAnswerCache(new DomainEvents(() => {}));
  app.decorate('memberAnswers', cache);
  app.addHook('onClose', (_app, done) => {
    cache.close();
    done();
  });
  app.decorateRequest('member', null);
  const reads: string[] = [];
  app.get(
    '/page',
    {
      onRequest: async (request) => {
        request.member = { id: 'm1' } as NonNullable<typeof request.member>;
      },
    },
    cachedMemberAnswer(app, 'page', async (_memberId, language) => {
      reads.push(language);
      return { text: language === 'hi' ? 'हिन्दी' : 'English', read: reads.length };
    }),
  );
  return { app, reads };
}

describe('member answers kept per language', () => {
  it('keeps an English and a Hindi copy apart, each read once', async () => {
    const { app, reads } = await appWithCopies();
    const get = (language?: string) =>
      app
        .inject({
          url: '/page',
          cookies: language ? { language } : {},
        })
        .then((answer) => answer.json<{ text: string; read: number }>());
    expect(await get()).toEqual({ text: 'English', read: 1 });
    expect(await get('hi')).toEqual({ text: 'हिन्दी', read: 2 });
    expect(await get('en')).toEqual({ text: 'English', read: 1 });
    expect(await get('hi')).toEqual({ text: 'हिन्दी', read: 2 });
    // A value that names no language of ours reads as English.
    expect(await get('fr')).toEqual({ text: 'English', read: 1 });
    expect(reads).toEqual(['en', 'hi']);
  });
});
