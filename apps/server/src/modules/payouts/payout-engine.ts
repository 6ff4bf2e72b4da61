import type { Db, DbOrTx } from '../../db/client.ts';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider.ts';
import type { PayoutProviderConnection } from '../../integrations/payouts/index.ts';
import { readPayoutSettings, type PayoutSettings } from './provider-connection.ts';
import type { SecretBox } from './secret-box.ts';

/** Builds a provider's client from the saved connection (integrations/payouts). */
export type PayoutProviderFactory = (connection: PayoutProviderConnection) => PayoutProvider;

export interface PayoutLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What the payout engine's parts share in one process: the database, the sealed secrets' key, how
 * a provider client is built, and this process's name (written on the leases it takes). Nothing
 * of a payout's state is kept here: it is all in the database, for every process to see.
 */
export interface PayoutEngine {
  db: Db;
  box: SecretBox;
  providers: PayoutProviderFactory;
  workerId: string;
  log: PayoutLog;
}

export interface ConnectedProvider {
  settings: PayoutSettings;
  provider: PayoutProvider;
}

/** The provider connected now, or null while payouts are manual. */
export async function connectedProvider(
  engine: PayoutEngine,
  handle: DbOrTx = engine.db,
): Promise<ConnectedProvider | null> {
  const settings = await readPayoutSettings(handle, engine.box);
  if (!settings.connection) return null;
  return { settings, provider: engine.providers(settings.connection) };
}

/**
 * The client for an attempt's provider: the one connected now, if it is still that provider.
 * An attempt made through a provider the operator has since disconnected waits until it is
 * connected again (its money is at that provider, and only it can say what became of it).
 */
export async function providerNamed(
  engine: PayoutEngine,
  name: PayoutProvider['name'],
): Promise<PayoutProvider | null> {
  const connected = await connectedProvider(engine);
  return connected?.provider.name === name ? connected.provider : null;
}
