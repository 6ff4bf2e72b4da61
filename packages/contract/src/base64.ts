/**
 * Room id and room type travel base64-encoded in the Tic Tac Toe play path
 * (docs/product/site-and-pages.md#routes:
 * /member/betting-games/tic-tac-toe/play/{roomId}?type={type}).
 *
 * Decision: we write base64url without padding (RFC 4648 §5), so the text is safe in a path
 * segment and in a query value with no further escaping. Standard base64 would not be: '/'
 * splits the path and URLSearchParams reads '+' as a space. Decoding is liberal (standard or
 * url alphabet, padding optional, a '+' turned into a space put back) and never throws: junk
 * gives null. Text is UTF-8; only btoa/atob and TextEncoder/TextDecoder are used, so the same
 * code runs in the browser and in Node.
 */

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

export function encodeRoomParam(text: string): string {
  let binary = '';
  for (const byte of utf8Encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The decoded text, or null when the input is not base64 of UTF-8 text. */
export function decodeRoomParam(encoded: string): string | null {
  if (typeof encoded !== 'string') return null;
  const standard = encoded.trim().replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/');
  const unpadded = standard.replace(/={1,2}$/, '');
  // After dropping padding only alphabet characters may remain; a length of 4n+1 is never valid.
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  try {
    const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return utf8Decoder.decode(bytes);
  } catch {
    return null;
  }
}
