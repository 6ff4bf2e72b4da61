import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { Endpoint } from './endpoints.ts';
import { percentileOf, round2 } from './latency-figures.ts';

/** How long the run waits for the last answers after the last request left. */
const DRAIN_MS = 10_000;

/** The money write at a fixed arrival rate, as written to bench/results/. */
export interface OpenLoopFigures {
  /** Requests per second asked for: half of the closed-loop maximum. */
  rate: number;
  seconds: number;
  sent: number;
  /** Answered 2xx; their latency makes the figures. */
  succeeded: number;
  /** Answered 429: the members' brake, counted apart. */
  refused: number;
  /** Answered with another status. */
  failed: number;
  /** The connection failed. */
  errors: number;
  /** No answer within DRAIN_MS after the last request left: counted, never as fast. */
  unanswered: number;
  /** Latency of the 2xx answers, counted from when each request was due to leave. */
  p50Ms: number | null;
  p99Ms: number | null;
}

/**
 * `endpoint` at a fixed arrival rate (open loop): a request is due every 1/rate s and leaves then,
 * whether or not the earlier ones have answered, each as the next member. Its latency counts from
 * when it was due, so a stall of the server shows in the figures. A closed-loop tool (autocannon)
 * sends again only after an answer, which slows the sender in a stall and hides it
 * (coordinated omission).
 */
export async function measureOpenLoop(
  url: string,
  endpoint: Pick<Endpoint, 'method' | 'body' | 'idempotencyKey'>,
  cookies: readonly string[],
  rate: number,
  seconds: number,
): Promise<OpenLoopFigures> {
  // As many sockets as requests can be in flight: a request never waits for a free socket.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  const latencies: number[] = [];
  const figures = { sent: 0, succeeded: 0, refused: 0, failed: 0, errors: 0 };
  const pending = new Set<Promise<void>>();
  const total = Math.max(1, Math.round(rate * seconds));
  const intervalMs = 1000 / rate;
  const started = performance.now();

  const send = (n: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        cookie: cookies[n % cookies.length] ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(endpoint.idempotencyKey ? { 'idempotency-key': `bench-open-${randomUUID()}` } : {}),
      };
      const call = request(url, { method: endpoint.method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            figures.succeeded += 1;
            latencies.push(performance.now() - dueAt);
          } else if (status === 429) {
            figures.refused += 1;
          } else {
            figures.failed += 1;
          }
          resolve();
        });
      });
      call.on('error', () => {
        figures.errors += 1;
        resolve();
      });
      call.end(body);
      figures.sent += 1;
    });

  for (let n = 0; n < total; n += 1) {
    const dueAt = started + n * intervalMs;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const done = send(n, dueAt);
    pending.add(done);
    void done.then(() => pending.delete(done));
  }
  await Promise.race([
    Promise.all(pending),
    new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
  ]);
  const unanswered = pending.size;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => {
    const value = percentileOf(latencies, p);
    return value === undefined ? null : round2(value);
  };
  return { rate, seconds, ...figures, unanswered, p50Ms: at(0.5), p99Ms: at(0.99) };
}
