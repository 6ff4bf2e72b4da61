import { SOUND_PREFERENCE_TTL_MINUTES } from '@kamao/contract/constants';
import { afterEach, describe, expect, test } from 'vitest';
import { getSoundPreference, SOUND_PREFERENCE_KEY, setSoundPreference } from './sound-preference';

const MINUTE = 60_000;
const start = Date.UTC(2025, 0, 1, 12, 0, 0);

afterEach(() => window.localStorage.clear());

describe('sound preference', () => {
  test('is On when nothing was ever chosen', () => {
    expect(getSoundPreference(start)).toBe(true);
  });

  test('remembers Off for 2880 minutes', () => {
    expect(SOUND_PREFERENCE_TTL_MINUTES).toBe(2880);
    setSoundPreference(false, start);
    expect(getSoundPreference(start + 1 * MINUTE)).toBe(false);
    expect(getSoundPreference(start + 2879 * MINUTE)).toBe(false);
  });

  test('falls back to On once the 2880 minutes have passed, and forgets the stored value', () => {
    setSoundPreference(false, start);
    expect(getSoundPreference(start + 2880 * MINUTE)).toBe(true);
    expect(window.localStorage.getItem(SOUND_PREFERENCE_KEY)).toBeNull();
  });

  test('switching again restarts the 2880 minutes', () => {
    setSoundPreference(false, start);
    setSoundPreference(false, start + 2000 * MINUTE);
    expect(getSoundPreference(start + 2880 * MINUTE)).toBe(false);
  });

  test('a damaged stored value reads as the default', () => {
    window.localStorage.setItem(SOUND_PREFERENCE_KEY, '{not json');
    expect(getSoundPreference(start)).toBe(true);
  });
});
