import { adminRoutes } from '@kamao/contract/admin/admin-routes';
import { adminLedgerAuditSchema, type AdminLedgerAudit } from '@kamao/contract/admin/runtime';
import type { RunningServer } from '../e2e/support/server-process.ts';
import { adminSession } from './members.ts';

/**
 * The ledger audited on a server after its runs (the console's ledger check): requests per
 * second measured while money went astray count for nothing, so the bench says which it was and
 * fails when the ledger does not balance.
 */
export async function checkLedger(server: RunningServer, where: string): Promise<AdminLedgerAudit> {
  return auditLedger(server.origin, await adminSession(server), where);
}

/** The same audit, with an operator's session cookie already at hand. */
export async function auditLedger(
  origin: string,
  adminCookie: string,
  where: string,
): Promise<AdminLedgerAudit> {
  const response = await fetch(`${origin}${adminRoutes.ledgerAudit.path}`, {
    headers: { cookie: adminCookie },
  });
  if (!response.ok) {
    throw new Error(`bench: the ledger audit answered ${response.status} ${await response.text()}`);
  }
  const audit = adminLedgerAuditSchema.parse(await response.json());
  console.log(
    audit.balanced
      ? `ledger after the runs on ${where}: balanced`
      : `ledger after the runs on ${where}: NOT balanced (${JSON.stringify(audit)})`,
  );
  return audit;
}
