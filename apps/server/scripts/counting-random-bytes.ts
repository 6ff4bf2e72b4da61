import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

/**
 * Replaces node:crypto's randomBytes in this process with bytes that count up: record ids are 4
 * bytes of seconds then 8 random ones, and lists sort by id, so records the demo seed makes in the
 * same second would come out in a different order on every run. Counting keeps them in the order
 * they were made and every token unique. For the recording script only, never for a server.
 */
export function countRandomBytes(): void {
  let counter = 0n;
  const counting = (size: number): Buffer => {
    counter += 1n;
    const bytes = Buffer.alloc(size);
    let rest = counter;
    for (let i = size - 1; i >= 0 && rest > 0n; i -= 1) {
      bytes[i] = Number(rest & 0xffn);
      rest >>= 8n;
    }
    return bytes;
  };
  crypto.randomBytes = counting as typeof crypto.randomBytes;
  // Named imports of a built-in module follow its default export only after this call.
  syncBuiltinESMExports();
}
