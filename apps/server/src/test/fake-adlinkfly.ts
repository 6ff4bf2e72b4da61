import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local AdLinkFly-compatible shortener (DEVELOPERS.md: a local fake for any third-party HTTP
 * API), answering as the real script does:
 *   GET /api?api={key}&url={destination}  {status: "success", shortenedUrl} or
 *                                          {status: "error", message: string | string[]}
 *   GET /{code}                            the shortener's own page: a "Get Link" button to the
 *                                          destination, after the visitor's click (no wait)
 * A mode makes it fail the ways real networks do. Used by the server tests and the journeys.
 */
export type FakeShortenerMode = 'ok' | 'error-string' | 'error-list' | 'not-json' | 'slow';

export interface FakeAdLinkFly {
  /** http://127.0.0.1:<port> */
  origin: string;
  apiUrl: string;
  apiKey: string;
  /** The destinations asked for, in order. */
  calls: { apiKey: string; destination: string }[];
  setMode(mode: FakeShortenerMode): void;
  stop(): Promise<void>;
}

export async function startFakeAdLinkFly(apiKey = 'fake-adlinkfly-key'): Promise<FakeAdLinkFly> {
  let mode: FakeShortenerMode = 'ok';
  const links = new Map<string, string>();
  const calls: FakeAdLinkFly['calls'] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const json = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api') {
      const key = url.searchParams.get('api') ?? '';
      const destination = url.searchParams.get('url') ?? '';
      calls.push({ apiKey: key, destination });
      if (mode === 'slow') {
        setTimeout(() => json({ status: 'success', shortenedUrl: `${origin}/late` }), 10_000);
        return;
      }
      if (mode === 'not-json') return void res.end('<html>Service Unavailable</html>');
      if (mode === 'error-string') return json({ status: 'error', message: 'Invalid API token' });
      if (mode === 'error-list' || key !== apiKey) {
        return json({ status: 'error', message: ['The url is not valid.', 'Invalid API token'] });
      }
      const code = `fk${links.size + 1}${Math.random().toString(36).slice(2, 8)}`;
      links.set(code, destination);
      return json({ status: 'success', shortenedUrl: `${origin}/${code}` });
    }
    if (url.pathname === '/favicon.ico') {
      res.statusCode = 204;
      return void res.end();
    }
    const destination = links.get(url.pathname.slice(1));
    if (!destination) {
      res.statusCode = 404;
      return void res.end('Link not found');
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const href = destination.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    res.end(
      `<!doctype html><html><head><title>Fake Shortener</title></head><body>` +
        `<h1>Fake Shortener</h1><p>Your link is ready.</p><a id="get-link" href="${href}">Get Link</a>` +
        `</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiUrl: `${origin}/api`,
    apiKey,
    calls,
    setMode: (next) => {
      mode = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
