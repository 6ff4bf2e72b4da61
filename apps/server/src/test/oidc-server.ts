import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A local OpenID Connect provider standing in for Google. `nextIdentity` sets the claims of the
 * next ID token it signs.
 */
export async function startOidcServer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: OidcIdentity = { sub: 'google-1', email: 'someone@gmail.com' };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { email_verified: true, name: 'Test Person', ...identity });
  });
  return {
    issuer: server.issuer.url!,
    nextIdentity(next: OidcIdentity) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
