import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishEvent } from '../../db/domain-events.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { SettingsCopy } from './settings-copy.ts';
import { writeSetting } from './settings-store.ts';

/** Changes the stored value behind every copy's back, as an operator's SQL would. */
const storeQuietly = (t: TestApp, bp: number) =>
  t.database.db.execute(sql`
    insert into settings (key, value) values ('referral_rate_bp', ${JSON.stringify(bp)}::jsonb)
    on conflict (key) do update set value = excluded.value`);

describe(`a process's copy of the settings on ${testEngine}`, () => {
  let t: TestApp;
  let copy: SettingsCopy;

  beforeAll(async () => {
    t = await buildTestApp();
    copy = new SettingsCopy(t.database.db, t.app.runtime.events);
  });
  afterAll(async () => {
    copy?.close();
    await t?.close();
  });

  it('answers from its copy once read: a change no event announces is not seen', async () => {
    // Read before any write of this file: no write's notice is on its way to drop the copy.
    const first = await copy.read('referral_rate_bp');
    await storeQuietly(t, first + 500);
    expect(await copy.read('referral_rate_bp')).toBe(first);
  });

  it('reads the new value at once after a write in this process', async () => {
    expect(await copy.read('referral_rate_bp')).toBeTypeOf('number');
    await writeSetting(t.database.db, 'referral_rate_bp', 1200);
    expect(await copy.read('referral_rate_bp')).toBe(1200);
  });

  it("drops its copy on another process's notice of a write, sent on commit", async () => {
    expect(await copy.read('referral_rate_bp')).toBe(1200);
    // Another process's write: the row and its notice, in one transaction, and no local drop.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`
        update settings set value = '1300'::jsonb where key = 'referral_rate_bp'`);
      await publishEvent(tx, { type: 'settings.changed', key: 'referral_rate_bp' });
    });
    await vi.waitFor(async () => expect(await copy.read('referral_rate_bp')).toBe(1300));
  });

  it('shares one load between readers that come together', async () => {
    await writeSetting(t.database.db, 'referral_rate_bp', 1400);
    const [a, b] = [copy.read('referral_rate_bp'), copy.read('referral_rate_bp')];
    expect(a).toBe(b);
    expect(await a).toBe(1400);
  });
});
