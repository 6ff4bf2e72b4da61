import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { DOMAIN_EVENTS_CHANNEL, DomainEvents, type DomainEvent } from '../db/domain-events.ts';
import { EventOutboxRelay, relayEventOutbox } from '../db/event-outbox.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../test/test-database.ts';
import { buildMember } from '../test/factories.ts';
import { getMemberBalances } from './balances.ts';
import { earn, type EarningPolicy } from './earn.ts';
import { IdempotencyConflictError, InsufficientFundsError } from './errors.ts';
import { memberWallet, systemAccount } from './kinds.ts';
import { postMovement, transfer, type Leg } from './post-movement.ts';
import { expectLedgerBalanced } from '../test/ledger-balanced.ts';

const RUPEE = 1000n;
/** A 10 % referral share, as the operator's default setting pays. */
const policy: EarningPolicy = { referralRateBp: 1000 };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`ledger on ${testEngine}`, () => {
  it('plans the movement function once per connection, not on every call', async () => {
    // Part of the function's definition (migration 0029); a later one without it would drop it.
    const rows = rowsOf<{ proconfig: string[] | null }>(
      await database.db.execute(
        sql`select proconfig from pg_proc where oid = 'ledger_post_movement(jsonb)'::regprocedure`,
      ),
    );
    expect(rows.map((row) => row.proconfig)).toEqual([['plan_cache_mode=force_generic_plan']]);
  });

  it.runIf(testEngine === 'postgres')(
    'finds every account of a movement by an index, with plans kept for every call',
    async (context) => {
      // A plan kept for every call is made without the call's values, on the table as it was:
      // at a thousand members, the notices' accounts were found by reading the whole table, and
      // that plan would have stayed for every movement of the connection, however many members
      // joined later.
      await database.db.execute(sql`
        with made as (
          insert into users (id, name, email, canonical_email, user_name)
          select 'plan-' || n, 'Plan ' || n, 'plan' || n || '@example.com',
            'plan' || n || '@example.com', 'planmember' || n
          from generate_series(1, 1000) n
          returning id)
        insert into accounts (owner_id, kind)
        select id, kind from made, unnest(array['withdrawable', 'deposit']) kind`);
      await database.db.execute(sql`analyze accounts`);
      const member = await buildMember(database.db, { withdrawable: 5n * RUPEE });
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const plans: string[] = [];
        client.on('notice', (notice) => plans.push(notice.message ?? ''));
        // auto_explain sends the plan of each statement the function runs as a notice; loading
        // it takes a superuser (CI's test server has one).
        const { rows } = await client.query<{ superuser: boolean }>(
          `select rolsuper as superuser from pg_roles where rolname = current_user`,
        );
        if (!rows[0]?.superuser) context.skip();
        await client.query(`load 'auto_explain'`);
        await client.query(`set auto_explain.log_min_duration = 0`);
        await client.query(`set auto_explain.log_nested_statements = on`);
        await client.query(`set auto_explain.log_level = notice`);
        const legs = (n: number) => [
          {
            kind: 'conversion',
            fromMember: member.id,
            fromWallet: 'withdrawable',
            toMember: member.id,
            toWallet: 'deposit',
            amount: '1000',
            key: `plan-check:${member.id}:${n}:conversion`,
          },
          {
            kind: 'withdrawal_hold',
            fromMember: member.id,
            fromWallet: 'withdrawable',
            toSystem: 'pending_payouts',
            amount: '1000',
            key: `plan-check:${member.id}:${n}:hold`,
          },
        ];
        for (const n of [1, 2]) {
          await client.query(`select ledger_post_movement($1::jsonb)`, [JSON.stringify(legs(n))]);
        }
        expect(plans.some((plan) => plan.includes('Update on accounts'))).toBe(true);
        expect(plans.filter((plan) => /Seq Scan on accounts/.test(plan))).toEqual([]);
      } finally {
        await client.end();
      }
      expect(await getMemberBalances(database.db, member.id)).toEqual({
        withdrawable: 1n * RUPEE,
        deposit: 2n * RUPEE,
      });
    },
  );

  it('still moves money for a process of the release before, its notice through the outbox', async () => {
    // Such a process calls the function with the event channel until it restarts.
    const member = await buildMember(database.db);
    await relayEventOutbox(database.db);
    const legs = [
      {
        kind: 'grant',
        fromSystem: 'grants',
        toMember: member.id,
        toWallet: 'withdrawable',
        amount: '2500',
        key: `release-before:${member.id}`,
      },
    ];
    await database.db.execute(
      sql`select ledger_post_movement(${JSON.stringify(legs)}::jsonb, ${DOMAIN_EVENTS_CHANNEL})`,
    );
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(2_500n);
    const waiting = rowsOf<{ payload: string }>(
      await database.db.execute(sql`select payload from event_outbox`),
    );
    expect(waiting.map((row) => JSON.parse(row.payload) as DomainEvent)).toContainEqual({
      type: 'member.balance_changed',
      memberId: member.id,
      withdrawable: '2500',
      deposit: '0',
      debt: '0',
    });
  });

  it('lets exactly 10 of 50 concurrent ₹1 debits through a ₹10 balance', async () => {
    const member = await buildMember(database.db, { withdrawable: 10n * RUPEE });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        transfer(database.db, {
          kind: 'withdrawal_hold',
          from: memberWallet(member.id, 'withdrawable'),
          to: systemAccount('pending_payouts'),
          amount: RUPEE,
          key: `debit-race:${member.id}:${i}`,
        }),
      ),
    );
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(failed).toHaveLength(40);
    for (const f of failed) expect(f.reason).toBeInstanceOf(InsufficientFundsError);
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(0n);
    await expectLedgerBalanced(database.db);
  });

  it('moves money once when the same idempotency key is applied twice', async () => {
    const member = await buildMember(database.db, { deposit: 5n * RUPEE });
    const leg: Leg = {
      kind: 'conversion',
      from: memberWallet(member.id, 'deposit'),
      to: memberWallet(member.id, 'withdrawable'),
      amount: 2n * RUPEE,
      key: `convert-once:${member.id}`,
    };
    const first = await transfer(database.db, leg);
    const second = await transfer(database.db, leg);
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.transferIds).toEqual(first.transferIds);
    expect(await getMemberBalances(database.db, member.id)).toEqual({
      withdrawable: 2n * RUPEE,
      deposit: 3n * RUPEE,
    });
    await expectLedgerBalanced(database.db);
  });

  it('moves money once when 20 requests replay one key at the same moment', async () => {
    const member = await buildMember(database.db, { withdrawable: 3n * RUPEE });
    const leg: Leg = {
      kind: 'withdrawal_hold',
      from: memberWallet(member.id, 'withdrawable'),
      to: systemAccount('pending_payouts'),
      amount: 2n * RUPEE,
      key: `replay-race:${member.id}`,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => transfer(database.db, leg)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(1n * RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it('refuses the same key for a different amount or account', async () => {
    const member = await buildMember(database.db, { withdrawable: 5n * RUPEE });
    const other = await buildMember(database.db);
    const leg: Leg = {
      kind: 'withdrawal_hold',
      from: memberWallet(member.id, 'withdrawable'),
      to: systemAccount('pending_payouts'),
      amount: RUPEE,
      key: `conflict:${member.id}`,
    };
    await transfer(database.db, leg);
    await expect(transfer(database.db, { ...leg, amount: 2n * RUPEE })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    await expect(
      transfer(database.db, { ...leg, from: memberWallet(other.id, 'withdrawable') }),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(4n * RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it('refuses a movement some of whose keys were used before, and writes none of it', async () => {
    const member = await buildMember(database.db, { withdrawable: 5n * RUPEE });
    const hold = (key: string): Leg => ({
      kind: 'withdrawal_hold',
      from: memberWallet(member.id, 'withdrawable'),
      to: systemAccount('pending_payouts'),
      amount: RUPEE,
      key,
    });
    await transfer(database.db, hold(`partly:${member.id}:b`));
    await expect(
      postMovement(database.db, [hold(`partly:${member.id}:a`), hold(`partly:${member.id}:b`)]),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    // Two legs under one key are a mistake of the caller, refused before anything is written.
    expect(() =>
      postMovement(database.db, [hold(`partly:${member.id}:c`), hold(`partly:${member.id}:c`)]),
    ).toThrow(RangeError);
    // The new key is still free: nothing of the refused movement was written.
    await transfer(database.db, hold(`partly:${member.id}:a`));
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(3n * RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it("moves nothing when one of the movement's debits is short, even another member's", async () => {
    const rich = await buildMember(database.db, { withdrawable: 5n * RUPEE });
    const poor = await buildMember(database.db, { withdrawable: RUPEE });
    const debit = (member: string, amount: bigint): Leg => ({
      kind: 'withdrawal_hold',
      from: memberWallet(member, 'withdrawable'),
      to: systemAccount('pending_payouts'),
      amount,
      key: `two-debits:${member}`,
    });
    await expect(
      postMovement(database.db, [debit(rich.id, 2n * RUPEE), debit(poor.id, 2n * RUPEE)]),
    ).rejects.toSatisfy(
      (error) => error instanceof InsufficientFundsError && error.memberId === poor.id,
    );
    expect((await getMemberBalances(database.db, rich.id)).withdrawable).toBe(5n * RUPEE);
    expect((await getMemberBalances(database.db, poor.id)).withdrawable).toBe(RUPEE);
    await expectLedgerBalanced(database.db);
  });

  it('applies a movement with a fee leg all together or not at all', async () => {
    const member = await buildMember(database.db, { deposit: 10n * RUPEE });
    const legs = (amount: bigint, key: string): Leg[] => [
      {
        kind: 'conversion',
        from: memberWallet(member.id, 'deposit'),
        to: memberWallet(member.id, 'withdrawable'),
        amount: amount - amount / 20n,
        key,
      },
      {
        kind: 'conversion_fee',
        from: memberWallet(member.id, 'deposit'),
        to: systemAccount('fees'),
        amount: amount / 20n,
        key: `${key}:fee`,
      },
    ];
    await postMovement(database.db, legs(8n * RUPEE, `fee-ok:${member.id}`));
    expect(await getMemberBalances(database.db, member.id)).toEqual({
      withdrawable: 7_600n,
      deposit: 2n * RUPEE,
    });
    await expect(
      postMovement(database.db, legs(4n * RUPEE, `fee-too-much:${member.id}`)),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await getMemberBalances(database.db, member.id)).toEqual({
      withdrawable: 7_600n,
      deposit: 2n * RUPEE,
    });
    await expectLedgerBalanced(database.db);
  });

  it('tells each member of a movement their new balances once it commits, and nothing for a refused one', async () => {
    const payer = await buildMember(database.db, { withdrawable: 5n * RUPEE });
    const payee = await buildMember(database.db, { deposit: 1n * RUPEE });
    // The notices of the members' funding, sent before anyone here listens.
    await relayEventOutbox(database.db);
    const heard: DomainEvent[] = [];
    const events = new DomainEvents((error) => {
      throw error;
    });
    events.on('member.balance_changed', (event) => {
      if (event.memberId === payer.id || event.memberId === payee.id) heard.push(event);
    });
    const stopListening = await database.listen(DOMAIN_EVENTS_CHANNEL, (payload) =>
      events.receive(payload),
    );
    // The process's relay, as the server runs it: no kick here, its polling sends the notices.
    const relay = new EventOutboxRelay(database.db, (error) => {
      throw error;
    });
    const stop = async () => {
      await relay.close();
      await stopListening();
    };
    try {
      await postMovement(database.db, [
        {
          kind: 'entry_fee',
          from: memberWallet(payer.id, 'withdrawable'),
          to: systemAccount('game_escrow'),
          amount: 2n * RUPEE,
          key: `notice:${payer.id}:entry`,
        },
        {
          kind: 'prize',
          from: systemAccount('game_escrow'),
          to: memberWallet(payee.id, 'withdrawable'),
          amount: 1_500n,
          key: `notice:${payee.id}:prize`,
        },
      ]);
      await expect(
        transfer(database.db, {
          kind: 'withdrawal_hold',
          from: memberWallet(payee.id, 'deposit'),
          to: systemAccount('pending_payouts'),
          amount: 9n * RUPEE,
          key: `notice:${payee.id}:refused`,
        }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      // A marker after both: once it is heard, anything the two movements sent was heard too.
      await transfer(database.db, {
        kind: 'prize',
        from: systemAccount('game_escrow'),
        to: memberWallet(payer.id, 'deposit'),
        amount: 1n,
        key: `notice:${payer.id}:marker`,
      });
      await expect.poll(() => heard.length).toBe(3);
      expect(heard).toEqual([
        {
          type: 'member.balance_changed',
          memberId: payer.id,
          withdrawable: '3000',
          deposit: '0',
          debt: '0',
        },
        {
          type: 'member.balance_changed',
          memberId: payee.id,
          withdrawable: '1500',
          deposit: '1000',
          debt: '0',
        },
        {
          type: 'member.balance_changed',
          memberId: payer.id,
          withdrawable: '3000',
          deposit: '1',
          debt: '0',
        },
      ]);
    } finally {
      await stop();
    }
  });

  it('pays the referrer the configured rate of an earning in the same movement', async () => {
    const referrer = await buildMember(database.db);
    const member = await buildMember(database.db, { referredBy: referrer.id });
    const result = await earn(database.db, member.id, 'ptc_ads', 1_234n, `earn:${member.id}:1`, {
      policy,
    });
    expect(result.referral).toEqual({ referrerId: referrer.id, amount: 123n });
    expect((await getMemberBalances(database.db, member.id)).withdrawable).toBe(1_234n);
    expect((await getMemberBalances(database.db, referrer.id)).withdrawable).toBe(123n);
    // A replay pays neither again.
    await earn(database.db, member.id, 'ptc_ads', 1_234n, `earn:${member.id}:1`, { policy });
    expect((await getMemberBalances(database.db, referrer.id)).withdrawable).toBe(123n);
    // Game winnings carry no referral share; a banned referrer earns nothing.
    await earn(database.db, member.id, 'bettingGames', 5_000n, `earn:${member.id}:2`, { policy });
    expect((await getMemberBalances(database.db, referrer.id)).withdrawable).toBe(123n);
    const banned = await buildMember(database.db, { status: 'banned' });
    const referredByBanned = await buildMember(database.db, { referredBy: banned.id });
    const noShare = await earn(database.db, referredByBanned.id, 'offerWall', 9_000n, `earn:b:1`, {
      policy,
    });
    expect(noShare.referral).toBeUndefined();
    expect((await getMemberBalances(database.db, banned.id)).withdrawable).toBe(0n);
    await expectLedgerBalanced(database.db);
  });

  it('keeps every balance equal to its transfers after 1,000 random movements', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, () =>
        buildMember(database.db, { withdrawable: 50n * RUPEE, deposit: 20n * RUPEE }),
      ),
    );
    for (const [i, m] of members.entries()) {
      if (i > 0) {
        // Chain of referrals so earnings also move referral income.
        await database.db.execute(
          `update users set referred_by = '${members[i - 1]!.id}' where id = '${m.id}'` as never,
        );
      }
    }
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const wallets = ['withdrawable', 'deposit'] as const;
    let movements = 0;
    let failures = 0;
    while (movements < 1000) {
      const batch = Array.from({ length: 25 }, (_, j) => {
        const a = members[random(members.length)]!;
        const b = members[random(members.length)]!;
        const amount = BigInt(1 + random(15_000));
        const key = `random:${movements + j}`;
        switch (random(4)) {
          case 0:
            return earn(database.db, a.id, 'click_short_link', amount, key, { policy });
          case 1:
            return transfer(database.db, {
              kind: 'adjustment',
              from: memberWallet(a.id, wallets[random(2)]!),
              to: memberWallet(b.id, wallets[random(2)]!),
              amount,
              key,
            });
          case 2:
            return transfer(database.db, {
              kind: 'withdrawal_hold',
              from: memberWallet(a.id, 'withdrawable'),
              to: systemAccount('pending_payouts'),
              amount,
              key,
            });
          default:
            return transfer(database.db, {
              kind: 'entry_fee',
              from: memberWallet(b.id, 'deposit'),
              to: systemAccount('game_escrow'),
              amount,
              key,
            });
        }
      });
      const settled = await Promise.allSettled(batch);
      for (const s of settled) {
        if (s.status === 'rejected') {
          // Self-transfers between the same wallet are refused by the schema; overspending by
          // the ledger. Anything else is a bug.
          const expected =
            s.reason instanceof InsufficientFundsError ||
            String(s.reason?.cause ?? s.reason).includes('transfers_distinct_accounts');
          expect(expected, String(s.reason)).toBe(true);
          failures += 1;
        }
      }
      movements += batch.length;
    }
    expect(failures).toBeLessThan(1000);
    await expectLedgerBalanced(database.db);
  });
});
