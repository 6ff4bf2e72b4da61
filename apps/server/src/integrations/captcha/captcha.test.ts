import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { DatabaseSharedState } from '../../shared-state/database-shared-state.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { deriveKeys } from '../../lib/derived-keys.ts';
import { AltchaCaptcha, type ChallengeStrength } from './altcha-captcha.ts';
import { HostedCaptcha } from './hosted-captcha.ts';

/** The captcha's keys as a server with this secret derives them. */
function captchaKeys(serverSecret: string) {
  const keys = deriveKeys(serverSecret);
  return { challenge: keys.captchaChallenge, keySignature: keys.captchaKeySignature };
}

async function solve(captcha: AltchaCaptcha, strength: ChallengeStrength = 'normal') {
  const challenge = await captcha.createChallenge(strength);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA proof of work', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('accepts a solved challenge once, and refuses junk or another server’s challenge', async () => {
    const usedSolutions = new DatabaseSharedState(database.db);
    const captcha = new AltchaCaptcha(captchaKeys('a-secret-of-at-least-16'), usedSolutions);
    const payload = await solve(captcha);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false); // a replay
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('not-base64-json')).toBe(false);
    const foreign = await solve(
      new AltchaCaptcha(captchaKeys('another-secret-entirely'), usedSolutions),
    );
    expect(await captcha.verify(foreign)).toBe(false);
  });

  it('tells a solved hard challenge from a normal one, and refuses a normal one dressed as hard', async () => {
    const captcha = new AltchaCaptcha(
      captchaKeys('a-secret-of-at-least-16'),
      new DatabaseSharedState(database.db),
    );
    expect(await captcha.verifyStrength(await solve(captcha, 'hard'))).toBe('hard');
    expect(await captcha.verifyStrength(await solve(captcha))).toBe('normal');
    const normal = JSON.parse(Buffer.from(await solve(captcha), 'base64').toString()) as {
      challenge: { parameters: { data: Record<string, string> } };
    };
    normal.challenge.parameters.data.strength = 'hard';
    const dressed = Buffer.from(JSON.stringify(normal)).toString('base64');
    expect(await captcha.verifyStrength(dressed)).toBe('refused');
  });

  it('accepts a solution once across processes sharing the state, even when sent at once', async () => {
    // Two verifiers on one database are two server processes as far as the state goes.
    const keys = captchaKeys('a-secret-of-at-least-16');
    const processA = new AltchaCaptcha(keys, new DatabaseSharedState(database.db));
    const processB = new AltchaCaptcha(keys, new DatabaseSharedState(database.db));
    const payload = await solve(processA);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? processA : processB).verify(payload)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await processB.verify(payload)).toBe(false);
  });
});

describe('hosted captcha providers', () => {
  const received: URLSearchParams[] = [];
  // A local stand-in for the provider's siteverify endpoint.
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
    });
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('asks the provider with the secret key and the client address', async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
    const captcha = new HostedCaptcha('turnstile', 'secret-key', url);
    expect(await captcha.verify('good-token', '203.0.113.9')).toBe(true);
    expect(await captcha.verify('bad-token', '203.0.113.9')).toBe(false);
    expect(await captcha.verify(undefined, '203.0.113.9')).toBe(false);
    expect(received[0]?.get('secret')).toBe('secret-key');
    expect(received[0]?.get('remoteip')).toBe('203.0.113.9');
  });

  it('refuses when the provider cannot be reached', async () => {
    const captcha = new HostedCaptcha('hcaptcha', 'secret-key', 'http://127.0.0.1:9/unreachable');
    expect(await captcha.verify('good-token', '203.0.113.9')).toBe(false);
  });
});
