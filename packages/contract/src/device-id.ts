/**
 * Ours: every browser has one device id, kept by the server in a signed httpOnly cookie. The web
 * app keeps a copy of the signed value in its storage and sends it in this header with each call,
 * so a browser whose cookies were cleared (but not its storage) stays the same device. The
 * server answers with the header whenever the browser's copy is missing or out of date.
 */
export const DEVICE_ID_HEADER = 'X-Device-Id';
