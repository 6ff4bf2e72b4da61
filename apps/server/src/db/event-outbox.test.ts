import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWallet, systemAccount } from '../ledger/kinds.ts';
import { transfer } from '../ledger/post-movement.ts';
import { buildMember } from '../test/factories.ts';
import {
  createTestDatabase,
  openSameDatabaseAgain,
  testEngine,
  type TestDatabase,
} from '../test/test-database.ts';
import type { Database, Db } from './client.ts';
import { DOMAIN_EVENTS_CHANNEL, DomainEvents } from './domain-events.ts';
import { EventOutboxRelay, relayEventOutbox } from './event-outbox.ts';
import { rowsOf } from './rows.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const fail = (error: unknown) => {
  throw error;
};

/** What a process hears of one member's balance: the withdrawable amounts, in order. */
async function listenToMember(on: Database, memberId: string) {
  const heard: string[] = [];
  const payloads: string[] = [];
  const events = new DomainEvents(fail);
  events.on('member.balance_changed', (event) => {
    if (event.memberId === memberId) heard.push(event.withdrawable);
  });
  const stop = await on.listen(DOMAIN_EVENTS_CHANNEL, (payload) => {
    if (payload.includes(memberId)) payloads.push(payload);
    events.receive(payload);
  });
  return { heard, payloads, stop };
}

/** `count` earnings of 1 milli-rupee each, one after another. */
async function earnings(memberId: string, count: number, label: string) {
  for (let n = 0; n < count; n += 1) {
    await transfer(database.db, {
      kind: 'grant',
      from: systemAccount('grants'),
      to: memberWallet(memberId, 'withdrawable'),
      amount: 1n,
      key: `outbox:${label}:${memberId}:${n}`,
    });
  }
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe(`event outbox on ${testEngine}`, () => {
  it('sends the notices committed before a relay in the order they were written, many to a NOTIFY', async () => {
    const member = await buildMember(database.db);
    await relayEventOutbox(database.db);
    const listener = await listenToMember(database, member.id);
    try {
      await earnings(member.id, 70, 'order');
      expect(listener.heard).toEqual([]);
      expect(await relayEventOutbox(database.db)).toBe(70);
      await expect.poll(() => listener.heard.length).toBe(70);
      expect(listener.heard).toEqual(oneToN(70));
      // 70 notices of about 150 bytes: two NOTIFYs, each under NOTIFY's 8,000 bytes.
      expect(listener.payloads).toHaveLength(2);
      for (const payload of listener.payloads) {
        expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
      }
      // Each went out once.
      expect(await relayEventOutbox(database.db)).toBe(0);
    } finally {
      await listener.stop();
    }
  });

  it('sends nothing of a movement whose transaction was rolled back', async () => {
    const member = await buildMember(database.db);
    await relayEventOutbox(database.db);
    const listener = await listenToMember(database, member.id);
    try {
      const undone = new Error('undone');
      await expect(
        database.db.transaction(async (tx) => {
          await transfer(tx, {
            kind: 'grant',
            from: systemAccount('grants'),
            to: memberWallet(member.id, 'withdrawable'),
            amount: 5n,
            key: `outbox:undone:${member.id}`,
          });
          throw undone;
        }),
      ).rejects.toBe(undone);
      await earnings(member.id, 1, 'after-undone');
      expect(await relayEventOutbox(database.db)).toBe(1);
      await expect.poll(() => listener.heard).toEqual(['1']);
    } finally {
      await listener.stop();
    }
  });

  it("sends the notices a process left behind with another process's polling", async () => {
    const member = await buildMember(database.db);
    await relayEventOutbox(database.db);
    // The process that made these movements died before its relay: nothing kicks again.
    await earnings(member.id, 3, 'left');
    const other = await openSameDatabaseAgain(database);
    const listener = await listenToMember(other, member.id);
    const relay = new EventOutboxRelay(other.db, fail, 20);
    try {
      await expect.poll(() => listener.heard).toEqual(oneToN(3));
    } finally {
      await relay.close();
      await listener.stop();
      await other.close();
    }
  });

  it('keeps a member’s order when the relays of two processes run at once', async () => {
    const member = await buildMember(database.db);
    await relayEventOutbox(database.db);
    const other = await openSameDatabaseAgain(database);
    const listener = await listenToMember(database, member.id);
    const relays = [
      new EventOutboxRelay(database.db, fail, 1),
      new EventOutboxRelay(other.db, fail, 1),
    ];
    try {
      // Concurrent earnings: each commits after the one before it (the account's lock), while
      // both processes relay as fast as they can.
      await Promise.all(
        Array.from({ length: 4 }, (_, lane) => earnings(member.id, 40, `race-${lane}`)),
      );
      await Promise.all(relays.map((relay) => relay.kick()));
      await expect.poll(() => listener.heard.length).toBe(160);
      expect(listener.heard).toEqual(oneToN(160));
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
      await listener.stop();
      await other.close();
    }
  });

  it('answers a kick made during a relay only after a relay that started after it', async () => {
    const member = await buildMember(database.db);
    await relayEventOutbox(database.db);
    // The first relay finds the outbox empty, then is held before it ends.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let relays = 0;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return async (query: Parameters<Db['execute']>[0]) => {
          relays += 1;
          const answer = await target.execute(query);
          if (relays === 1) await held;
          return answer;
        };
      },
    });
    const relay = new EventOutboxRelay(db, fail, 60_000);
    try {
      const first = relay.kick();
      await expect.poll(() => relays).toBe(1);
      await earnings(member.id, 1, 'kick');
      let answered = false;
      const second = relay.kick().then(() => (answered = true));
      release();
      await first;
      await second;
      expect(answered).toBe(true);
      expect(relays).toBe(2);
      expect(await pendingNotices(member.id)).toBe(0);
    } finally {
      release();
      await relay.close();
    }
  });
});

/** Notices about the member still waiting in the outbox. */
async function pendingNotices(memberId: string): Promise<number> {
  const [row] = rowsOf<{ waiting: number }>(
    await database.db.execute(
      sql`select count(*)::int as waiting from event_outbox where payload like ${`%${memberId}%`}`,
    ),
  );
  return Number(row?.waiting ?? 0);
}
