import type { SettingKey } from './settings-store.ts';

/**
 * The setting copies of this process (settings-copy.ts), so that a write here drops them at once,
 * before its own `settings.changed` notice comes back through the database.
 */
const copies = new Set<{ drop(key: SettingKey): void }>();

export function registerSettingCopy(copy: { drop(key: SettingKey): void }): () => void {
  copies.add(copy);
  return () => copies.delete(copy);
}

export function dropSettingCopies(key: SettingKey): void {
  for (const copy of copies) copy.drop(key);
}
