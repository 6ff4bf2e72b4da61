import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Mail } from './fake-mailbox.ts';
import { YOUTUBE_STAND_IN_PATH, YOUTUBE_STAND_IN_SCRIPT } from './youtube-stand-in.ts';

export interface FakesControlServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The plain http server through which the journeys (other processes) reach the fakes, and
 * which serves the YouTube player API stand-in; its routes are listed in fake-services.ts.
 */
export async function startFakesControlServer(fakes: {
  mails: Mail[];
  setGoogleIdentity(claims: Record<string, unknown>): void;
}): Promise<FakesControlServer> {
  const control = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    if (req.method === 'GET' && url.pathname === YOUTUBE_STAND_IN_PATH) {
      res.setHeader('content-type', 'text/javascript; charset=utf-8');
      res.end(YOUTUBE_STAND_IN_SCRIPT);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (req.method === 'GET' && url.pathname === '/mails') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase();
      res.end(JSON.stringify(fakes.mails.filter((m) => m.to.includes(to))));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/google-identity') {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        fakes.setGoogleIdentity(JSON.parse(body) as Record<string, unknown>);
        res.end('{}');
      });
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => control.close(() => resolve())),
  };
}
