import type { Endpoint } from './endpoints.ts';

/**
 * The targets for the HTTP endpoints (docs/design.md#performance-goals): every read with a session
 * (every member read of the route table, the PTC home included) at 0.30 × the bare route's
 * requests per second or better, p99 under 50 ms at 100 connections, and on PostgreSQL the
 * money write at 0.30 × `pgbench -N` or better, with a p99 under 50 ms at a fixed arrival rate of
 * half its measured maximum (open loop). They are goals: missing one is reported, not
 * failed.
 */
export const TARGETS = {
  authenticatedReadRatio: 0.3,
  p99Ms: 50,
  p99Connections: 100,
  moneyWriteToPgbench: 0.3,
  /** At a fixed arrival rate of half the write's measured maximum (open-loop.ts). */
  moneyWriteOpenLoopP99Ms: 50,
} as const;

export function ratioTargetOf(endpoint: Pick<Endpoint, 'method' | 'session' | 'ratioTarget'>) {
  if (endpoint.ratioTarget !== undefined) return endpoint.ratioTarget;
  return endpoint.session && endpoint.method === 'GET' ? TARGETS.authenticatedReadRatio : undefined;
}

/** The line above each table: what the verdicts judge. */
export function targetsLine(connections: number): string {
  const judged =
    connections === TARGETS.p99Connections
      ? ''
      : ` (p99 not judged: this run uses ${connections}; BENCH_CONNECTIONS=${TARGETS.p99Connections})`;
  return `targets: every authenticated read ≥ ${TARGETS.authenticatedReadRatio.toFixed(2)} × bare, p99 < ${TARGETS.p99Ms} ms at ${TARGETS.p99Connections} connections${judged}`;
}

export interface Verdicts {
  ratioTarget?: number;
  meetsRatioTarget?: boolean;
  /** Judged only at TARGETS.p99Connections connections. */
  meetsP99Target?: boolean;
}

export function verdictsOf(
  endpoint: Pick<Endpoint, 'method' | 'session' | 'ratioTarget'>,
  ratioToBare: number,
  p99Ms: number,
  connections: number,
): Verdicts {
  const ratioTarget = ratioTargetOf(endpoint);
  return {
    ...(ratioTarget === undefined
      ? {}
      : { ratioTarget, meetsRatioTarget: ratioToBare >= ratioTarget }),
    ...(connections === TARGETS.p99Connections ? { meetsP99Target: p99Ms < TARGETS.p99Ms } : {}),
  };
}

const word = (pass: boolean) => (pass ? 'pass' : 'FAIL');

/** The table's cell: "≥ 30 % pass, p99 FAIL", or "" when nothing is judged. */
export function verdictCell(v: Verdicts): string {
  const parts: string[] = [];
  if (v.ratioTarget !== undefined && v.meetsRatioTarget !== undefined) {
    parts.push(`≥ ${Math.round(v.ratioTarget * 100)} % ${word(v.meetsRatioTarget)}`);
  }
  if (v.meetsP99Target !== undefined) parts.push(`p99 ${word(v.meetsP99Target)}`);
  return parts.join(', ');
}

/** After each table: how many judged rows meet their targets, and which do not. */
export function targetsSummary(rows: (Verdicts & { name: string })[]): string {
  const judged = rows.filter(
    (r) => r.meetsRatioTarget !== undefined || r.meetsP99Target !== undefined,
  );
  const missing = judged.filter((r) => r.meetsRatioTarget === false || r.meetsP99Target === false);
  const tail = missing.length > 0 ? `; missing: ${missing.map((r) => r.name).join(', ')}` : '';
  return `targets met by ${judged.length - missing.length} of ${judged.length} judged rows${tail}`;
}
