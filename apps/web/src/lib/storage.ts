import { STORAGE_KEYS } from '@kamao/contract/constants';

/**
 * localStorage behind helpers that never throw: private modes and full quotas turn storage
 * off rather than breaking the page.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference lasts for this page only.
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

interface Expiring {
  value: string;
  expiresAt: number;
}

/** Stores a value that reads as absent once `ttlMs` has passed. */
export function writeWithExpiry(key: string, value: string, ttlMs: number, now = Date.now()) {
  const entry: Expiring = { value, expiresAt: now + ttlMs };
  writeLocal(key, JSON.stringify(entry));
}

/** The stored value, or null when missing, malformed or expired (an expired entry is removed). */
export function readWithExpiry(key: string, now = Date.now()): string | null {
  const text = readLocal(key);
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as Partial<Expiring>;
    if (typeof entry.value === 'string' && typeof entry.expiresAt === 'number') {
      if (now < entry.expiresAt) return entry.value;
    }
  } catch {
    // Malformed: treated as absent below.
  }
  removeLocal(key);
  return null;
}

// ---- The spec's keys (docs/product/common.md#browser-storage) ----

/** The e-mail of the account last logged in on this browser. */
export function getStoredUserEmail(): string | null {
  return readLocal(STORAGE_KEYS.user);
}

export function setStoredUserEmail(email: string): void {
  writeLocal(STORAGE_KEYS.user, email);
}

/** Forget the account of this browser (login 'Invalid details', docs/product/accounts.md#login). */
export function clearStoredUser(): void {
  removeLocal(STORAGE_KEYS.user);
  removeLocal(STORAGE_KEYS.userAlreadyRegistered);
}

/** Visiting the main member pages records that this browser already has an account. */
export function markAlreadyRegistered(): void {
  writeLocal(STORAGE_KEYS.userAlreadyRegistered, 'true');
}

export function isAlreadyRegistered(): boolean {
  return readLocal(STORAGE_KEYS.userAlreadyRegistered) === 'true';
}

// ---- Ours ----

/**
 * Whether the last login check on this browser found a member signed in. first-paint.js
 * (apps/web/vite-first-paint.ts, which repeats the key) reads it before anything else runs, so
 * a member is not shown a visitor's painted page first: the hero of `/` (the installed app's
 * start page, from the service worker's copy) or the login form they would be sent on from.
 */
export const SIGNED_IN_HINT_KEY = 'signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) writeLocal(SIGNED_IN_HINT_KEY, '1');
  else removeLocal(SIGNED_IN_HINT_KEY);
}

/**
 * The web app's copy of this browser's signed device id (the server's device cookie, which the
 * page cannot read). The api client sends it with each call and keeps what the server answers,
 * so a browser whose cookies were cleared but not its storage stays the same device.
 */
const DEVICE_ID_KEY = 'deviceId';

export function storedDeviceId(): string | null {
  return readLocal(DEVICE_ID_KEY);
}

export function storeDeviceId(sealed: string): void {
  writeLocal(DEVICE_ID_KEY, sealed);
}
