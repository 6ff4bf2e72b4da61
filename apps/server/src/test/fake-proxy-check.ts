import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in IP-reputation service on loopback: /check/<ip>?key=<key> answers what `answers`
 * holds for the address (a clean JSON answer otherwise), and counts the calls so caching and
 * calls that must not happen show.
 */
export interface FakeProxyCheck {
  /** PROXY_CHECK_URL for the app under test. */
  template: string;
  /** Every call as `<ip> key=<key>`, oldest first. */
  calls: string[];
  callsFor(address: string): number;
  close(): Promise<void>;
}

export type FakeAnswers = Record<string, { status?: number; body: string }>;

/** The answer of a service that calls the address a VPN. */
export const vpnAnswer = (address: string) => ({
  body: JSON.stringify({ status: 'ok', [address]: { proxy: 'yes', type: 'VPN' } }),
});

export async function startFakeProxyCheck(answers: FakeAnswers): Promise<FakeProxyCheck> {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ip = decodeURIComponent(url.pathname.replace('/check/', ''));
    calls.push(`${ip} key=${url.searchParams.get('key')}`);
    const answer = answers[ip] ?? { body: JSON.stringify({ proxy: false }) };
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    template: `http://127.0.0.1:${port}/check/{ip}?key={key}`,
    calls,
    callsFor: (address) => calls.filter((call) => call.startsWith(`${address} `)).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
