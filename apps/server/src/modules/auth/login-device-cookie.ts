import { readSignedValue, signValue } from '../../lib/signed-value.ts';

/** How long a browser keeps its device id after it was last given or renewed (at each login). */
export const LOGIN_DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The device cookie's value: the browser's device id, signed, with the cookie's expiry inside.
 * The key is the one derived for device cookies alone (config.keys.loginDeviceCookie), so a
 * value signed for anything else never passes as a device id. Cookies from before device ids
 * were per browser name a known login device's row id; the rows kept that id as their device id
 * (migration 0017), so such a cookie opens to the same device.
 */
export function sealLoginDevice(key: string, deviceId: string): string {
  return signValue(key, deviceId, LOGIN_DEVICE_COOKIE_MS);
}

/** The device id of a value this server signed and that has not expired; else undefined. */
export function openLoginDevice(key: string, sealed: string | undefined): string | undefined {
  const deviceId = readSignedValue<unknown>(key, sealed);
  return typeof deviceId === 'string' && deviceId.length > 0 ? deviceId : undefined;
}
