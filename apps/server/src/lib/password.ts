import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so not importable here).
const ARGON2ID = 2;

// docs/design.md#accounts-and-sessions: argon2id, 19 MiB, 2 iterations.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when no account matches, so response timing does not
 * reveal which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
