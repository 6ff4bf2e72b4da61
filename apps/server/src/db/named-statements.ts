import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many different statement texts get a name. Each named statement stays prepared on every
 * connection that ran it, with its plan, for the connection's life; our code has a few hundred
 * texts (a list's length makes a new one), so beyond this the rest simply run unnamed.
 */
export const MAX_NAMED_STATEMENTS = 1_000;

/**
 * Gives every parameterised statement sent through the pool a name derived from its text, so
 * that node-postgres prepares it once per connection and PostgreSQL parses and plans it once,
 * instead of parsing and planning it again on every request (an unnamed statement is thrown
 * away after its run). Under load the saved work is most of a light query's cost on the
 * database (docs/architecture.md, "Database round trips").
 *
 * Only statements with parameters are named: those already go through the extended protocol,
 * where one statement is the rule. A text without parameters may hold several statements (a
 * migration) and keeps the simple protocol. node-postgres records a statement as prepared only
 * once PostgreSQL confirmed its parse, so a parse refused inside a failed transaction is tried
 * again next time.
 *
 * Behind a pooler in transaction mode (PgBouncer before 1.21) a prepared statement may land on
 * another server connection: DATABASE_NAMED_STATEMENTS=false turns this off.
 */
export function nameStatementsOf(pool: pg.Pool, max = MAX_NAMED_STATEMENTS): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= max) return known;
    // 63 bytes at most (PostgreSQL's NAMEDATALEN); 120 bits of a hash never collide here.
    const name = `k_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (
      config: unknown,
      values?: unknown,
      callback?: unknown,
    ) => {
      const named = withName(config, values, nameOf);
      return callback === undefined ? query(named, values) : query(named, values, callback);
    };
  });
}

/** The query config with a name, when it is a parameterised statement without one. */
function withName(
  config: unknown,
  values: unknown,
  nameOf: (text: string) => string | undefined,
): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as pg.QueryConfig;
  const params = values ?? query.values;
  // A submittable (a cursor, a stream) is sent as it is.
  if ('submit' in query || query.name || typeof query.text !== 'string') return config;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = nameOf(query.text);
  return name === undefined ? config : { ...query, name };
}
