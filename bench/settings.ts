/** The run's settings, from the environment (README "Benchmark"). */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const WARMUP_S = 1;
/**
 * The money write's members. Each may make 30 money calls a minute (the server's per-member
 * brake), so the closed-loop warm-up and run and the open-loop run (at most half as fast) together
 * stay under it up to MEMBERS × 30 / (their seconds, at most 60) requests per second:
 * MONEY_WRITES_PER_SECOND by default (PostgreSQL answered 1,758 a second on two cores). Each
 * member is signed up, logged in and funded through the API before the run (two argon2
 * computations, about 20 ms each).
 */
const MONEY_WRITES_PER_SECOND = 2_500;
export const MEMBERS = Number(
  process.env.BENCH_MEMBERS ??
    Math.max(
      200,
      Math.ceil((Math.min(DURATION_S + WARMUP_S + DURATION_S, 60) * MONEY_WRITES_PER_SECOND) / 30),
    ),
);
/** BENCH_ONLY=http: the HTTP tables (and PostgreSQL's with DATABASE_URL) without the sockets. */
export const HTTP_ONLY = process.env.BENCH_ONLY === 'http';
/**
 * BENCH_ROWS=<text>: only the endpoints whose name contains the text (after the bare route), to
 * measure or profile one row without the rest.
 */
export const ROWS_NAMED = process.env.BENCH_ROWS ?? '';
