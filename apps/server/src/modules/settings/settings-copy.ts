import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../db/domain-events.ts';
import { registerSettingCopy } from './copies-in-process.ts';
import { readSetting, type SettingKey, type SettingValue } from './settings-store.ts';

/**
 * One process's copies of the operator settings read on every call of a hot path (the conversion
 * charge on each conversion): a setting read per request was a round trip of its own. A copy is
 * loaded on first read and dropped when the setting is written, in any process: writeSetting
 * publishes `settings.changed` with its transaction, so every process drops it on commit; the
 * writing process also drops it at once. After an outage of the event channel every copy goes.
 * Readers that arrive while a copy loads share that one load.
 *
 * A read inside a transaction that must see the setting as of its own snapshot (a switch read
 * under a lock) reads the table (readSetting), not a copy.
 */
export class SettingsCopy {
  private readonly values = new Map<SettingKey, Promise<unknown>>();
  private readonly unsubscribes: (() => unknown)[];

  constructor(
    private readonly db: Db,
    events: DomainEvents,
  ) {
    this.unsubscribes = [
      events.on('settings.changed', (event) => this.drop(event.key)),
      events.onResync(() => this.values.clear()),
      registerSettingCopy(this),
    ];
  }

  read<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const kept = this.values.get(key);
    if (kept) return kept as Promise<SettingValue<K>>;
    const loading = readSetting(this.db, key);
    this.values.set(key, loading);
    // A failed load is not kept: the next reader tries again.
    loading.catch(() => {
      if (this.values.get(key) === loading) this.values.delete(key);
    });
    return loading;
  }

  drop(key: SettingKey): void {
    this.values.delete(key);
  }

  close(): void {
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
  }
}
