/**
 * Seals a form payload the way the server opens it (docs/product/common.md#sealed-payloads):
 * `v1.<iv>.<ciphertext + 16-byte GCM tag>`, both base64url, AES-256-GCM with a 12-byte random
 * IV over JSON.stringify(obj), the key being the public config's payloadKey (base64url of 32
 * bytes). Obfuscation the spec asks for, not secrecy: the key is public. Without a key (vite
 * dev, an old page) or without WebCrypto (plain http on a LAN address), the plain object goes.
 */
const IV_BYTES = 12;

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(payloadKey: string): Promise<CryptoKey> {
  let key = keys.get(payloadKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', base64UrlDecode(payloadKey), 'AES-GCM', false, [
      'encrypt',
    ]);
    keys.set(payloadKey, key);
  }
  return key;
}

export async function sealPayload<T extends object>(
  obj: T,
  payloadKey: string,
): Promise<string | T> {
  if (!payloadKey || typeof crypto === 'undefined' || !crypto.subtle) return obj;
  try {
    const key = await importKey(payloadKey);
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plain = new TextEncoder().encode(JSON.stringify(obj));
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    return `v1.${base64UrlEncode(iv)}.${base64UrlEncode(sealed)}`;
  } catch {
    // A malformed key: the server accepts the plain object too.
    keys.delete(payloadKey);
    return obj;
  }
}
