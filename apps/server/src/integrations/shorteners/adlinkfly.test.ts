import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAdLinkFly, type FakeAdLinkFly } from '../../test/fake-adlinkfly.ts';
import { shortenWithAdLinkFly } from './adlinkfly.ts';

let fake: FakeAdLinkFly;
beforeAll(async () => {
  fake = await startFakeAdLinkFly();
});
afterAll(async () => {
  await fake?.stop();
});

const ask = (timeoutMs?: number) =>
  shortenWithAdLinkFly({
    apiUrl: fake.apiUrl,
    apiKey: fake.apiKey,
    destination: 'http://localhost:3000/member/last-page/abc?x=1&y=2',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

describe('the AdLinkFly API call', () => {
  it('sends the key and the whole destination, and reads shortenedUrl', async () => {
    fake.setMode('ok');
    const answer = await ask();
    expect(answer).toMatchObject({ ok: true, shortUrl: expect.stringMatching(/^http:\/\/127/) });
    expect(fake.calls.at(-1)).toEqual({
      apiKey: fake.apiKey,
      destination: 'http://localhost:3000/member/last-page/abc?x=1&y=2',
    });
  });

  it('reads the message of an error as a string or a list', async () => {
    fake.setMode('error-string');
    expect(await ask()).toMatchObject({ ok: false, message: 'Invalid API token' });
    fake.setMode('error-list');
    expect(await ask()).toMatchObject({
      ok: false,
      message: 'The url is not valid. Invalid API token',
    });
  });

  it('gives up after the time-out, and on an answer that is not JSON', async () => {
    fake.setMode('slow');
    const slow = await ask(300);
    expect(slow).toMatchObject({
      ok: false,
      message: 'The shortener did not answer within 0.3 s.',
    });
    expect(slow.elapsedMs).toBeLessThan(2000);
    fake.setMode('not-json');
    expect(await ask()).toMatchObject({
      ok: false,
      message: 'The shortener answered 200 with something other than JSON.',
      rawAnswer: '<html>Service Unavailable</html>',
    });
  });
});
