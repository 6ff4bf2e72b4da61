import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds a sealed value to what it is, so a sealed webhook secret cannot be moved into the key
// secret's column and read as that.
const aadOf = (field: string) => Buffer.from(`kamao/payout-provider/${field}`, 'utf8');

/**
 * Seals the payout provider's secrets for the database: AES-256-GCM under a key derived from the
 * server's secret (lib/derived-keys.ts, payoutProviderSecrets), `v1.<iv>.<ciphertext+tag>` in
 * base64url. A database dump alone does not give away the provider keys; a changed server secret
 * makes the saved ones unreadable, and the operator enters them again.
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(keyHex: string) {
    this.key = Buffer.from(keyHex, 'hex');
    if (this.key.length !== 32) throw new Error('A secret box key is 32 bytes of hex');
  }

  seal(field: string, plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(aadOf(field));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plain secret, or null when the text was not sealed by this key for this field. */
  open(field: string, sealed: string | null): string | null {
    if (!sealed) return null;
    const [prefix, ivText, bodyText] = sealed.split('.');
    if (prefix !== PREFIX || !ivText || !bodyText) return null;
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(aadOf(field));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
