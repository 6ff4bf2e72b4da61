import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the payout-provider fakes share: a local HTTP server on a free port that records every
 * request and can be told to misbehave on the next ones, the ways a provider does:
 *   'server-error'       answer 500 without touching anything,
 *   'hang'               never answer (the client's timeout ends the call),
 *   'create-then-hang'   do the work (the payout exists) and never answer,
 *   { status, body }     answer exactly this.
 * A hanging request is let go when the fake stops.
 */
export type ProviderFault =
  'server-error' | 'hang' | 'create-then-hang' | { status: number; body: unknown };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  /** The body parsed as JSON, or undefined when it was not JSON. */
  body: unknown;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

/** Answers a request as the provider would, changing the fake's state as the provider would. */
export type FakeHandler = (request: RecordedRequest) => FakeReply;

export interface FakeProviderServer {
  baseUrl: string;
  requests: RecordedRequest[];
  failNext(fault: ProviderFault, times?: number): void;
  stop(): Promise<void>;
}

export async function startFakeProviderServer(
  handle: FakeHandler,
  serverError: FakeReply,
): Promise<FakeProviderServer> {
  const requests: RecordedRequest[] = [];
  const faults: ProviderFault[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((rawBody) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody,
        body,
      };
      requests.push(request);
      const fault = faults.shift();
      if (fault === 'hang') return;
      if (fault === 'server-error') return reply(res, serverError);
      if (fault === 'create-then-hang') return void handle(request);
      if (fault) return reply(res, fault);
      reply(res, handle(request));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i += 1) faults.push(fault);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function reply(res: ServerResponse, { status, body }: FakeReply) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}
