import { AUTH_TEXTS } from '@kamao/contract/auth-texts';
import { eq, or } from 'drizzle-orm';
import { canonicalEmail } from '@kamao/contract/validation';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { GoogleClaims } from '../../integrations/google/google-oidc.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { signUp, type SignupInput } from './signup.ts';

// Texts the client reacts to (docs/product/accounts.md#google-sign-in).
export const MISSING_CREDENTIALS = AUTH_TEXTS.missingCredentials;
export const NO_GOOGLE_ACCOUNT = AUTH_TEXTS.noGoogleAccount;

export interface GoogleSignInInput {
  claims: GoogleClaims;
  intent: 'login' | 'signup';
  referrerUserName?: string | undefined;
  addressHash: string;
  dailyLimitPerAddress: number;
  /**
   * Runs before a new account is made, outside any transaction (it may ask a service over the
   * network): its error refuses the sign-up with nothing made.
   */
  beforeSignUp?: () => Promise<void>;
  /** Runs in a new account's transaction, as a sign-up's (signup.ts): its error undoes it. */
  onCreated?: SignupInput['onCreated'];
}

/**
 * Signs a member in with Google, or registers them (signup intent). An account that was created
 * with a password must keep using it; a Google account is matched by its subject, then by its
 * verified e-mail.
 */
export async function googleSignIn(db: Db, input: GoogleSignInInput): Promise<string> {
  const { claims } = input;
  if (!claims.email || !claims.emailVerified) throw badRequest(MISSING_CREDENTIALS);
  const canonical = canonicalEmail(claims.email);
  const [existing] = await db
    .select()
    .from(users)
    .where(or(eq(users.googleSubject, claims.subject), eq(users.canonicalEmail, canonical)));
  if (existing) {
    if (existing.deletedAt || existing.status !== 'active')
      throw forbidden(AUTH_TEXTS.accountSuspended);
    if (existing.googleSubject !== claims.subject) {
      if (existing.passwordHash) throw badRequest(AUTH_TEXTS.loginWithPassword);
      await db
        .update(users)
        .set({ googleSubject: claims.subject })
        .where(eq(users.id, existing.id));
    }
    return existing.id;
  }
  if (input.intent === 'login') throw badRequest(NO_GOOGLE_ACCOUNT);
  await input.beforeSignUp?.();
  const created = await signUp(db, {
    name: claims.name || claims.email.split('@')[0]!,
    mobileNumber: '',
    email: claims.email,
    password: null,
    googleSubject: claims.subject,
    referrerUserName: input.referrerUserName,
    addressHash: input.addressHash,
    dailyLimitPerAddress: input.dailyLimitPerAddress,
    onCreated: input.onCreated,
  });
  return created.id;
}
