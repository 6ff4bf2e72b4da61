import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorDays } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { VisitorCounter } from './visitor-counter.ts';

// 23:59 and 00:01 in India on either side of the midnight that starts 2026-11-26.
const LATE_ON_25TH = new Date('2026-11-25T18:29:00Z');
const EARLY_ON_26TH = new Date('2026-11-25T18:31:00Z');

describe('the visitor counter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores one keyed hash per address and Indian day, never the address, and counts again after midnight', async () => {
    const counter = new VisitorCounter(database.db, 'k'.repeat(32));
    const first = counter.recordVisit('192.0.2.7', LATE_ON_25TH);
    expect(first).toBeInstanceOf(Promise);
    await first;
    // Counted already today: no write, and no promise to wait for.
    expect(counter.recordVisit('192.0.2.7', LATE_ON_25TH)).toBeUndefined();
    await counter.recordVisit('192.0.2.7', EARLY_ON_26TH);

    const rows = await database.db.select().from(visitorDays);
    expect(rows.map((row) => row.day).sort()).toEqual(['2026-11-25', '2026-11-26']);
    expect(JSON.stringify(rows)).not.toContain('192.0.2.7');
    expect(await counter.countLast30Days(EARLY_ON_26TH)).toBe(1);
  });
});
