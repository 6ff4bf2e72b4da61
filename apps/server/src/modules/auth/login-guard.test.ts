import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { buildMember } from '../../test/factories.ts';
import { buildTestApp, restartedApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { ATTEMPTS_BEFORE_HARD_CHALLENGE, FREE_ATTEMPTS_PER_NETWORK } from './login-guard.ts';

const PASSWORD = 'tulsi-chai-2024';
let passwordHash: string;
/** The site with its own captcha, as installed by default. */
let withCaptcha: TestApp;
/** The same site as two server processes on one database, without a captcha. */
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  withCaptcha = await buildTestApp({ CAPTCHA_PROVIDER: 'altcha' });
  first = await buildTestApp();
  second = await restartedApp(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await withCaptcha?.close();
});

let networkCounter = 0;
/** An address in a network of its own (a /24 no other call of this file uses). */
const freshNetwork = () => `10.${Math.floor((networkCounter += 1) / 250)}.${networkCounter % 250}`;

interface Attempt {
  app: FastifyInstance;
  identifier: string;
  password: string;
  address: string;
  cookie?: string;
  captcha?: string;
}

async function login({ app, identifier, password, address, cookie, captcha }: Attempt) {
  const res = await app.inject({
    method: 'POST',
    url: '/userRoute/login',
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
    payload: {
      obj: {
        email_userName: identifier,
        password,
        loginRemember_state: false,
        ...(captcha ? { captcha_token: captcha } : {}),
      },
    },
  });
  const device = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('device='));
  return {
    status: res.statusCode,
    body: res.json() as Record<string, unknown>,
    deviceCookie: device?.split(';')[0],
  };
}

/** A solved challenge of the site's own captcha, as its widget sends it. */
async function solved(strength: 'normal' | 'hard' = 'normal'): Promise<string> {
  const query = strength === 'hard' ? '?strength=hard' : '';
  const res = await withCaptcha.app.inject({ url: `/api/captcha/challenge${query}` });
  const challenge = res.json() as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function member(app: TestApp) {
  return buildMember(app.database.db, { passwordHash });
}

/** The mails the outbox holds for this address, waiting a little: they go after the answer. */
async function mailsTo(app: TestApp, email: string, atLeast: number) {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const rows = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (rows.length >= atLeast || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`guesses from unknown browsers on ${testEngine}`, () => {
  it('lets the member in on a new browser after a stranger guessed from five addresses, behind a harder check', async () => {
    const { userName } = await member(withCaptcha);
    for (let i = 0; i < ATTEMPTS_BEFORE_HARD_CHALLENGE; i += 1) {
      const guess = await login({
        app: withCaptcha.app,
        identifier: userName,
        password: `stranger-guess-${i}`,
        address: `${freshNetwork()}.7`,
        captcha: await solved(),
      });
      expect(guess).toMatchObject({ status: 400, body: { error_msg: AUTH_TEXTS.invalidDetails } });
    }

    // The member on a new phone, right password: asked for the longer check, not locked out.
    const newPhone = `${freshNetwork()}.20`;
    const attempt = { app: withCaptcha.app, identifier: userName, address: newPhone };
    expect(await login({ ...attempt, password: PASSWORD, captcha: await solved() })).toMatchObject({
      status: 400,
      body: { error_msg: AUTH_TEXTS.strongerCheckNeeded },
    });
    const inside = await login({ ...attempt, password: PASSWORD, captcha: await solved('hard') });
    expect(inside.status).toBe(200);

    // The stranger meets the same longer check: a hard challenge for every further guess.
    const stranger = { app: withCaptcha.app, identifier: userName, address: `${freshNetwork()}.9` };
    expect(
      (await login({ ...stranger, password: 'one-more-guess', captcha: await solved() })).body,
    ).toEqual({ error_msg: AUTH_TEXTS.strongerCheckNeeded });
    expect(
      (await login({ ...stranger, password: 'one-more-guess', captcha: await solved('hard') }))
        .body,
    ).toEqual({ error_msg: AUTH_TEXTS.invalidDetails });
  });

  it("keeps the member's known browser working at once, with the usual check", async () => {
    const { userName } = await member(withCaptcha);
    const base = { app: withCaptcha.app, identifier: userName };
    const known = await login({
      ...base,
      password: PASSWORD,
      address: `${freshNetwork()}.1`,
      captcha: await solved(),
    });
    expect(known.status).toBe(200);
    for (let i = 0; i < ATTEMPTS_BEFORE_HARD_CHALLENGE + 3; i += 1) {
      const address = `${freshNetwork()}.2`;
      const captcha = await solved('hard');
      expect((await login({ ...base, password: `guess-${i}`, address, captcha })).status).toBe(400);
    }
    const again = await login({
      ...base,
      password: PASSWORD,
      address: `${freshNetwork()}.3`,
      cookie: known.deviceCookie,
      captcha: await solved(),
    });
    expect(again.status).toBe(200);
  });

  it('asks for the harder check alike for an identifier no member has', async () => {
    const base = { app: withCaptcha.app, identifier: 'nobody.here@example.com', password: 'x' };
    for (let i = 0; i < ATTEMPTS_BEFORE_HARD_CHALLENGE; i += 1) {
      const address = `${freshNetwork()}.4`;
      expect((await login({ ...base, address, captcha: await solved() })).body).toEqual({
        error_msg: AUTH_TEXTS.invalidDetails,
      });
    }
    const address = `${freshNetwork()}.4`;
    expect((await login({ ...base, address, captcha: await solved() })).body).toEqual({
      error_msg: AUTH_TEXTS.strongerCheckNeeded,
    });
  });
});

describe(`slowing down one network, across two server processes, on ${testEngine}`, () => {
  it('makes a guessing network wait a growing time, and no other network', async () => {
    const { userName } = await member(first);
    const network = freshNetwork();
    const apps = [first.app, second];
    // Guesses from one /24 alternate between the two processes: they count as one.
    for (let i = 0; i <= FREE_ATTEMPTS_PER_NETWORK; i += 1) {
      const guess = await login({
        app: apps[i % 2]!,
        identifier: userName,
        password: `guess-${i}`,
        address: `${network}.${i + 1}`,
      });
      expect(guess.status).toBe(400);
    }
    const waiting = await login({
      app: apps[(FREE_ATTEMPTS_PER_NETWORK + 1) % 2]!,
      identifier: userName,
      password: PASSWORD,
      address: `${network}.99`,
    });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error_msg).toMatch(/^Too many failed login attempts\. Please wait \d+ /);
    expect(waiting.body.time_left).toBeGreaterThan(0);
    expect(waiting.body.time_left).toBeLessThanOrEqual(2_000);

    // Refused tries make the wait longer.
    await new Promise((resolve) => setTimeout(resolve, (waiting.body.time_left as number) + 100));
    const slower = await login({
      app: second,
      identifier: userName,
      password: 'x',
      address: `${network}.5`,
    });
    expect(slower.status).toBe(400);
    const after = await login({
      app: first.app,
      identifier: userName,
      password: 'x',
      address: `${network}.6`,
    });
    expect(after.status).toBe(429);
    expect(after.body.time_left).toBeGreaterThan(2_000);

    // The member from another network is not slowed down by any of it.
    const owner = { identifier: userName, password: PASSWORD, address: `${freshNetwork()}.1` };
    expect((await login({ app: second, ...owner })).status).toBe(200);
  });

  it("never slows down a member's own logins from browsers that keep no cookies", async () => {
    const { userName } = await member(first);
    const network = freshNetwork();
    for (let i = 0; i < FREE_ATTEMPTS_PER_NETWORK + ATTEMPTS_BEFORE_HARD_CHALLENGE; i += 1) {
      const app = i % 2 ? second : first.app;
      const address = `${network}.${i + 1}`;
      expect((await login({ app, identifier: userName, password: PASSWORD, address })).status).toBe(
        200,
      );
    }
  });

  it('lets one of 20 parallel guesses past the free tries of a network, whichever process gets them', async () => {
    const { userName } = await member(first);
    const network = freshNetwork();
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({
          app: i % 2 ? second : first.app,
          identifier: userName,
          password: `parallel-${i}`,
          address: `${network}.${i + 1}`,
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(FREE_ATTEMPTS_PER_NETWORK + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_ATTEMPTS_PER_NETWORK - 1);
  });

  it('mails the member once that their account is being guessed, whichever process saw it', async () => {
    const target = await member(first);
    const apps = [first.app, second];
    for (let i = 0; i < ATTEMPTS_BEFORE_HARD_CHALLENGE * 2; i += 1) {
      const guess = await login({
        app: apps[i % 2]!,
        identifier: target.email,
        password: `guess-${i}`,
        address: `${freshNetwork()}.8`,
      });
      expect(guess.status).toBe(400);
    }
    const mails = await mailsTo(first, target.email, 2);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Someone is trying to log in to your Kamao account/);
    expect(mails[0]!.text).toContain('They did not get in.');
    expect(mails[0]!.text).toContain('वे अंदर नहीं आ पाए।');

    // A member who logged in with the site in Hindi reads it in Hindi alone.
    const hindiReader = await member(first);
    const hindiLogin = await login({
      app: second,
      identifier: hindiReader.userName,
      password: PASSWORD,
      address: `${freshNetwork()}.8`,
      cookie: 'language=hi',
    });
    expect(hindiLogin.status).toBe(200);
    for (let i = 0; i < ATTEMPTS_BEFORE_HARD_CHALLENGE; i += 1) {
      const address = `${freshNetwork()}.8`;
      await login({ app: first.app, identifier: hindiReader.userName, password: 'x', address });
    }
    const [hindiMail] = await mailsTo(first, hindiReader.email, 1);
    expect(hindiMail?.subject).toBe('कोई आपके Kamao खाते में लॉग इन करने की कोशिश कर रहा है');
    expect(hindiMail?.text).toContain('वे अंदर नहीं आ पाए।');
    expect(hindiMail?.text).not.toContain('They did not get in.');

    // A member whose wrong passwords stay below the mark gets no mail.
    const typist = await member(first);
    for (let i = 0; i < ATTEMPTS_BEFORE_HARD_CHALLENGE - 1; i += 1) {
      const address = `${freshNetwork()}.8`;
      await login({ app: first.app, identifier: typist.userName, password: 'typo', address });
    }
    expect(await mailsTo(first, typist.email, 1)).toHaveLength(0);
  });
});
