import { readSignedValue, signValue } from '../../lib/signed-value.ts';

/** How long a browser stays a known device after its last login (the sweep keeps rows 400 days). */
export const LOGIN_DEVICE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The cookie's value: the device row's id, signed, with the cookie's expiry inside. The key is
 * the one derived for device cookies alone (config.keys.loginDeviceCookie), so a value signed
 * for anything else never passes as a device cookie.
 */
export function sealLoginDevice(key: string, deviceId: string): string {
  return signValue(key, deviceId, LOGIN_DEVICE_COOKIE_MS);
}

/** The device id of a cookie this server signed and that has not expired; else undefined. */
export function openLoginDevice(key: string, cookie: string | undefined): string | undefined {
  const deviceId = readSignedValue<unknown>(key, cookie);
  return typeof deviceId === 'string' && deviceId.length > 0 ? deviceId : undefined;
}
