import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { pathOf } from '@kamao/contract/api-route';
import type { RunningServer } from '../e2e/support/server-process.ts';
import type { Endpoint } from './endpoints.ts';
import { measureOpenLoop, type OpenLoopFigures } from './open-loop.ts';
import { demoMemberSession, signUpMembers } from './members.ts';
import { CONNECTIONS, DURATION_S, MEMBERS, WARMUP_S } from './settings.ts';
import { TARGETS, verdictCell, verdictsOf, type Verdicts } from './targets.ts';
import { prepareVaried, WARMUP_SHARE, type VariedRequests } from './varied-requests.ts';

/** One row of a table, as written to bench/results/. */
export interface Measurement extends Verdicts {
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyMeanMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  /** Answers 429: the money write's members made more calls than their brake allows. */
  tooManyRequests: number;
  errors: number;
  ratioToBare: number;
  /** The money write again at half its measured rate, open loop (open-loop.ts). */
  openLoop?: OpenLoopFigures;
}

/**
 * Who the requests are: the demo member's Cookie header, the money write's members', and the
 * endpoint's varied requests when it has them.
 */
interface Sessions {
  demo: string;
  members: string[];
  varied?: VariedRequests;
}

/** autocannon on one endpoint: WARMUP_S of warm-up, then DURATION_S measured. */
export async function measure(
  url: string,
  endpoint: Omit<Endpoint, 'name'>,
  sessions?: Sessions,
): Promise<autocannon.Result> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(endpoint.session === 'demo' && sessions ? { cookie: sessions.demo } : {}),
  };
  // Members in turn, one request each, with a fresh key when the endpoint takes one; or the
  // next of the varied requests.
  let turn = 0;
  const varied = sessions?.varied;
  const perRequest =
    endpoint.session === 'members' || endpoint.idempotencyKey || varied
      ? [
          {
            setupRequest: (request: autocannon.Request) => {
              const n = turn++;
              const extra: Record<string, string> = {};
              let body = request.body;
              if (varied) {
                const next = varied.request(n);
                if (next.cookie !== undefined) extra.cookie = next.cookie;
                body = JSON.stringify(next.body);
              } else if (endpoint.session === 'members' && sessions) {
                extra.cookie = sessions.members[n % sessions.members.length]!;
              }
              if (endpoint.idempotencyKey) extra['idempotency-key'] = `bench-${randomUUID()}`;
              return { ...request, body, headers: { ...request.headers, ...extra } };
            },
          },
        ]
      : undefined;
  const options = {
    url,
    method: endpoint.method,
    connections: CONNECTIONS,
    headers: varied ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
    ...(perRequest ? { requests: perRequest } : {}),
  };
  if (varied?.count !== undefined) {
    // Each can be sent once: exactly that many, the first WARMUP_SHARE of them as warm-up.
    const warmup = Math.max(1, Math.floor(varied.count * WARMUP_SHARE));
    await autocannon({ ...options, amount: warmup });
    return autocannon({ ...options, amount: varied.count - warmup });
  }
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

export function toMeasurement(
  endpoint: Pick<Endpoint, 'name' | 'method' | 'path' | 'session' | 'ratioTarget'>,
  result: autocannon.Result,
  bareRps: number,
  judged = true,
): Measurement {
  const ratioToBare = bareRps > 0 ? Number((result.requests.average / bareRps).toFixed(3)) : 0;
  return {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMeanMs: Number(result.latency.average.toFixed(2)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    tooManyRequests: result.statusCodeStats?.['429']?.count ?? 0,
    errors: result.errors + result.timeouts,
    ratioToBare,
    // No answer within the run (a slow endpoint still busy with the warm-up's requests): its
    // latency is unknown, not zero.
    ...(judged
      ? verdictsOf(
          endpoint,
          ratioToBare,
          result.requests.total > 0 ? result.latency.p99 : Infinity,
          CONNECTIONS,
        )
      : {}),
  };
}

/**
 * Every endpoint of `endpoints` on one running server, one after the other; the sessions they
 * need are made first through the server's API (members.ts).
 */
export async function measureEndpoints(
  server: RunningServer,
  endpoints: Endpoint[],
  bareRps: number,
): Promise<Measurement[]> {
  const demo = endpoints.some((e) => e.session === 'demo') ? await demoMemberSession(server) : '';
  let members: string[] = [];
  if (endpoints.some((e) => e.session === 'members' || e.varied !== undefined)) {
    const started = performance.now();
    members = await signUpMembers(server, MEMBERS);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `  ${MEMBERS} members signed up, logged in and funded through the API in ${seconds} s`,
    );
  }
  const rows: Measurement[] = [];
  for (const endpoint of endpoints) {
    const varied = endpoint.varied
      ? await prepareVaried(endpoint.varied, server, members)
      : undefined;
    const path = endpoint.demoParams
      ? pathOf(endpoint, await endpoint.demoParams(server, demo))
      : endpoint.path;
    const result = await measure(`${server.origin}${path}`, endpoint, {
      demo,
      members,
      ...(varied ? { varied } : {}),
    });
    const row = toMeasurement(endpoint, result, bareRps);
    if (endpoint.moneyWrite && row.requestsPerSecond > 0) {
      // Half the measured maximum, at a fixed arrival rate: its p99 is the write's goal.
      const rate = Math.max(1, Math.round(row.requestsPerSecond / 2));
      row.openLoop = await measureOpenLoop(
        `${server.origin}${path}`,
        endpoint,
        members,
        rate,
        DURATION_S,
      );
    }
    rows.push(row);
  }
  return rows;
}

/** The money write's open-loop line under a table, with its goal's verdict. */
export function printOpenLoop(rows: Measurement[], where: string): void {
  for (const row of rows) {
    const open = row.openLoop;
    if (!open) continue;
    const judged = open.unanswered === 0 && open.errors === 0 && open.p99Ms !== null;
    const pass = judged && open.p99Ms! < TARGETS.moneyWriteOpenLoopP99Ms;
    console.log(
      `money write on ${where}, open loop at ${open.rate} req/s (half the measured maximum) for ${open.seconds} s: ` +
        `p50 ${open.p50Ms ?? '–'} ms, p99 ${open.p99Ms ?? '–'} ms (goal < ${TARGETS.moneyWriteOpenLoopP99Ms} ms: ${pass ? 'pass' : 'FAIL'}); ` +
        `${open.sent} sent, ${open.succeeded} 2xx, ${open.refused} refused (429), ${open.failed} other non-2xx, ` +
        `${open.errors} connection errors, ${open.unanswered} unanswered`,
    );
  }
}

export function printTable(rows: Measurement[]): void {
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      path: `${r.method} ${r.path}`,
      'req/s': r.requestsPerSecond,
      'mean ms': r.latencyMeanMs,
      'p50 ms': r.latencyP50Ms,
      'p99 ms': r.latencyP99Ms,
      'vs bare': `${(r.ratioToBare * 100).toFixed(1)} %`,
      targets: verdictCell(r),
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
}

/**
 * The rows whose requests did not all answer 2xx, or that got no answer at all within the run;
 * a hint when the members' brake was hit.
 */
export function brokenRows(rows: Measurement[]): string[] {
  return rows
    .filter((r) => r.non2xx > 0 || r.errors > 0 || r.requests === 0)
    .map((r) => {
      if (r.tooManyRequests > 0) {
        return `${r.name} (${r.tooManyRequests} answers 429: more members, BENCH_MEMBERS > ${MEMBERS})`;
      }
      return r.requests === 0
        ? `${r.name} (no answer within the run: a longer BENCH_DURATION)`
        : r.name;
    });
}
