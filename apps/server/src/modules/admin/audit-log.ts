import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';

export const AUDIT_PAGE_SIZE = 50;

/** One row of the audit log (admin-scope.ts writes them) with the operator's userName. */
export interface AuditEntry {
  id: bigint;
  adminId: string;
  /** Null when the operator's account is gone. */
  adminUserName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

/** What operators did, newest first, AUDIT_PAGE_SIZE a page. */
export async function listAuditLog(
  db: DbOrTx,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        adminId: adminAuditLog.adminId,
        adminUserName: users.userName,
        action: adminAuditLog.action,
        target: adminAuditLog.target,
        details: adminAuditLog.details,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  return {
    entries: rows.map((r) => ({ ...r, details: r.details ?? null })),
    total: total?.n ?? 0,
  };
}
