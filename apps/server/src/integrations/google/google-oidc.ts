import type * as Oidc from 'openid-client';

// Loaded at the first sign-in: a site without Google sign-in never loads the client.
const loadOpenIdClient = () => import('openid-client');

export interface GoogleClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleFlowStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Google sign-in as OpenID Connect (docs/product/accounts.md#google-sign-in): authorization code
 * with PKCE for our own redirect flow, and the plain code exchange of the spec's client (Google's
 * popup, redirect 'postmessage'). The issuer is configurable so tests run against a local OpenID
 * Connect server.
 */
export class GoogleOidc {
  private configuration: Promise<Oidc.Configuration> | undefined;

  constructor(
    private readonly options: {
      issuer: string;
      clientId: string;
      clientSecret: string;
      redirectUri: string;
    },
  ) {}

  private config(): Promise<Oidc.Configuration> {
    this.configuration ??= loadOpenIdClient()
      .then((oidc) =>
        oidc.discovery(
          new URL(this.options.issuer),
          this.options.clientId,
          this.options.clientSecret,
          undefined,
          // Only a local test issuer speaks plain http.
          new URL(this.options.issuer).protocol === 'http:'
            ? { execute: [oidc.allowInsecureRequests] }
            : undefined,
        ),
      )
      .catch((error: unknown) => {
        this.configuration = undefined; // try discovery again next time
        throw error;
      });
    return this.configuration;
  }

  async start(): Promise<GoogleFlowStart> {
    const oidc = await loadOpenIdClient();
    const config = await this.config();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return { url, state, nonce, codeVerifier };
  }

  /** Completes our redirect flow from the callback URL. */
  async finish(callbackUrl: URL, flow: Omit<GoogleFlowStart, 'url'>): Promise<GoogleClaims> {
    const oidc = await loadOpenIdClient();
    const tokens = await oidc.authorizationCodeGrant(await this.config(), callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    return claimsOf(tokens.claims());
  }

  /** Exchanges a code the spec's client obtained in Google's popup. */
  async exchangeCode(code: string): Promise<GoogleClaims> {
    const oidc = await loadOpenIdClient();
    const callback = new URL('https://postmessage.invalid/');
    callback.searchParams.set('code', code);
    const tokens = await oidc.authorizationCodeGrant(
      await this.config(),
      callback,
      { expectedState: oidc.skipStateCheck, idTokenExpected: true },
      { redirect_uri: 'postmessage' },
    );
    return claimsOf(tokens.claims());
  }
}

function claimsOf(claims: Oidc.IDToken | undefined): GoogleClaims {
  if (!claims) throw new Error('No ID token claims');
  return {
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : '',
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : '',
  };
}
