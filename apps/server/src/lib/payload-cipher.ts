import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The `{obj: "v1.<iv>.<ciphertext>"}` payload form (docs/design.md#the-api-and-its-contract):
 * AES-256-GCM, key = PAYLOAD_KEY (base64url of 32 bytes, the same value every browser receives),
 * base64url parts, the 16-byte tag appended to the ciphertext. Obfuscation for compatibility with
 * the spec's client, not security.
 */
const PREFIX = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTED_PAYLOAD = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export class PayloadCipher {
  private readonly key: Buffer;
  constructor(payloadKey: string) {
    this.key = Buffer.from(payloadKey, 'base64url');
    if (this.key.length !== 32) throw new Error('A payload key is base64url of 32 bytes');
  }

  encrypt(value: unknown): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([body, cipher.getAuthTag()]);
    return `${PREFIX}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The decrypted JSON value, or undefined when the text is not a valid sealed payload. */
  decrypt(text: string): unknown {
    if (!ENCRYPTED_PAYLOAD.test(text)) return undefined;
    const [, ivText, sealedText] = text.split('.');
    const iv = Buffer.from(ivText!, 'base64url');
    const sealed = Buffer.from(sealedText!, 'base64url');
    if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      return undefined;
    }
  }
}
