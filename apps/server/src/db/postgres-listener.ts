import type pg from 'pg';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * LISTEN on a connection of its own (a pooled connection cannot hold a LISTEN). When the
 * connection is lost (a database restart, a network cut) it reconnects with back-off, listens
 * again and calls onReconnect, since whatever was notified in between is gone.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<() => Promise<void>> {
  const { default: pgModule } = await import('pg');
  let stopped = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  const connect = async (): Promise<void> => {
    const next = new pgModule.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // An error or end on a live listener means notifications stop: start over.
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners('end');
      next.end().catch(() => {});
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pgModule.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleRetry = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      connect().then(onReconnect, () => {
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        scheduleRetry();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => {});
    }
  };
}
