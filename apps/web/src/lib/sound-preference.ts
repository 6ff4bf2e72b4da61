import { useSyncExternalStore } from 'react';
import { SOUND_DEFAULT_ON, SOUND_PREFERENCE_TTL_MS } from '@kamao/contract/constants';
import { readWithExpiry, writeWithExpiry } from './storage';

/**
 * The member's sound switch (win/lose sounds, earning chimes): stored locally for 2880 minutes,
 * On when nothing (or nothing current) is stored (docs/product/common.md#sound-preference).
 */
export const SOUND_PREFERENCE_KEY = 'soundPreference';

const ON = 'on';
const OFF = 'off';

export function getSoundPreference(now = Date.now()): boolean {
  const stored = readWithExpiry(SOUND_PREFERENCE_KEY, now);
  if (stored === ON) return true;
  if (stored === OFF) return false;
  return SOUND_DEFAULT_ON;
}

const listeners = new Set<() => void>();

export function setSoundPreference(on: boolean, now = Date.now()): void {
  writeWithExpiry(SOUND_PREFERENCE_KEY, on ? ON : OFF, SOUND_PREFERENCE_TTL_MS, now);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching the sound changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_PREFERENCE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [sound on?, switch] for a toggle; every mounted toggle follows the same stored value. */
export function useSoundPreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => getSoundPreference());
  return [on, setSoundPreference];
}
