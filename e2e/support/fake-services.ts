import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { AD_SITE_CERT, AD_SITE_HOST, AD_SITE_KEY } from './ad-site-tls.ts';
import {
  AD_SITE_HTML,
  AD_SITE_PATH,
  YOUTUBE_STAND_IN_PATH,
  YOUTUBE_STAND_IN_SCRIPT,
} from './youtube-stand-in.ts';

/**
 * The third parties of the journeys, real and local (DEVELOPERS.md): an SMTP server that keeps
 * what the site mails, and an OpenID Connect provider standing in for Google. They live in the
 * global setup; the journeys (other processes) reach them through a small control server:
 *   GET  /mails?to=<address>   the mails received for an address, oldest first
 *   POST /google-identity      {sub, email, name}: the claims of the next ID token
 * The same server stands in for the YouTube IFrame API (youtube-stand-in.ts):
 *   GET  /youtube/iframe_api   the player API script (YOUTUBE_IFRAME_API_URL points here)
 * An advertiser's site, the destination of window and iframe ads, is an https server of its own
 * at https://ads.kamao.test:<port>/ad-site: the server refuses campaign links to loopback and
 * private addresses, so the journeys' campaigns name a public-looking host, and their Chromium
 * maps it to 127.0.0.1 (browser.ts). The server never resolves it: .test is not in public DNS.
 */
export interface FakeServices {
  smtpUrl: string;
  oidcIssuer: string;
  controlUrl: string;
  youtubeIframeApiUrl: string;
  /** https://ads.kamao.test:<port>/ad-site */
  adSiteUrl: string;
  stop(): Promise<void>;
}

interface Mail {
  to: string[];
  raw: string;
  receivedAt: number;
}

export async function startFakeServices(): Promise<FakeServices> {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

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

  const control: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === YOUTUBE_STAND_IN_PATH) {
      res.setHeader('content-type', 'text/javascript; charset=utf-8');
      res.end(YOUTUBE_STAND_IN_SCRIPT);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && url.pathname === '/mails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      res.end(JSON.stringify(mails.filter((m) => m.to.includes(to))));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/google-identity') {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        identity = JSON.parse(body) as Record<string, unknown>;
        res.end('{}');
      });
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

  const adSite = createHttpsServer({ key: AD_SITE_KEY, cert: AD_SITE_CERT }, (req, res) => {
    if (
      req.method === 'GET' &&
      new URL(req.url ?? '/', 'https://ad-site').pathname === AD_SITE_PATH
    ) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(AD_SITE_HTML);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => adSite.listen(0, '127.0.0.1', resolve));

  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    oidcIssuer: oidc.issuer.url!,
    controlUrl,
    youtubeIframeApiUrl: `${controlUrl}${YOUTUBE_STAND_IN_PATH}`,
    adSiteUrl: `https://${AD_SITE_HOST}:${(adSite.address() as AddressInfo).port}${AD_SITE_PATH}`,
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        oidc.stop(),
        new Promise<void>((resolve) => control.close(() => resolve())),
        new Promise<void>((resolve) => adSite.close(() => resolve())),
      ]);
    },
  };
}
