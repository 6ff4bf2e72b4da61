import { OAuth2Server } from 'oauth2-mock-server';

export interface FakeGoogle {
  issuerUrl: string;
  /** The claims of the ID tokens signed from now on ({sub, email, name}). */
  setIdentity(claims: Record<string, unknown>): void;
  stop(): Promise<void>;
}

/**
 * An OpenID Connect provider on loopback standing in for Google sign-in: its ID tokens carry a
 * verified email and the identity last set (at first a fixed test member).
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  let identity: Record<string, unknown> = {
    sub: 'google-e2e',
    email: 'e2e.user@gmail.com',
    name: 'E2E User',
  };
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { email_verified: true, ...identity });
  });
  return {
    issuerUrl: oidc.issuer.url!,
    setIdentity: (claims) => {
      identity = claims;
    },
    stop: () => oidc.stop(),
  };
}
