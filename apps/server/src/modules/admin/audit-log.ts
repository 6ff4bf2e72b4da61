import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { auditSentence } from './audit-sentence.ts';

export const AUDIT_PAGE_SIZE = 50;

/** One row of the audit log (admin-scope.ts writes them), told as a sentence. */
export interface AuditEntry {
  id: bigint;
  adminId: string;
  /** Null when the operator's account is gone. */
  adminUserName: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  sentence: string;
  /** The member the write concerns, when it concerns one. */
  memberUserName: string | null;
  createdAt: Date;
}

export interface AuditFilters {
  page: number;
  action?: string | undefined;
  /** The operator's userName, any case. */
  operator?: string | undefined;
  /** The concerned member's userName, any case. */
  member?: string | undefined;
}

/**
 * Where a row keeps the member it concerns: a ban's target, a payout's memberId, a campaign's
 * ownerId. Older ban rows also carry the userName itself.
 */
const memberIdOf = (row: { action: string; target: string | null; details: unknown }) => {
  if (row.action.startsWith('member.')) return row.target;
  const details = (row.details ?? {}) as Record<string, unknown>;
  const id = details.memberId ?? details.ownerId;
  return typeof id === 'string' ? id : null;
};

const sameName = (column: SQL | typeof users.userName, name: string) =>
  sql`lower(${column}) = ${name.toLowerCase()}`;

/** The rows about one member, found by its id wherever a write keeps it. */
function aboutMember(memberId: string, userName: string): SQL {
  return or(
    and(sql`${adminAuditLog.action} like 'member.%'`, eq(adminAuditLog.target, memberId)),
    sql`${adminAuditLog.details} ->> 'memberId' = ${memberId}`,
    sql`${adminAuditLog.details} ->> 'ownerId' = ${memberId}`,
    sameName(sql`${adminAuditLog.details} ->> 'userName'`, userName),
  )!;
}

async function idOfUserName(db: DbOrTx, userName: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sameName(users.userName, userName))
    .limit(1);
  return row?.id ?? null;
}

/** What operators did, newest first, AUDIT_PAGE_SIZE a page, narrowed by the filters given. */
export async function listAuditLog(
  db: DbOrTx,
  { page, action, operator, member }: AuditFilters,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (action) conditions.push(eq(adminAuditLog.action, action));
  // An unknown name matches no row (an old ban row may still name a deleted member).
  if (operator) {
    const id = await idOfUserName(db, operator);
    conditions.push(id ? eq(adminAuditLog.adminId, id) : sql`false`);
  }
  if (member) conditions.push(aboutMember((await idOfUserName(db, member)) ?? '', member));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
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
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  const names = await userNamesOf(db, rows.map(memberIdOf));
  return {
    entries: rows.map((row) => {
      const details = row.details ?? null;
      const memberId = memberIdOf(row);
      const memberUserName =
        (memberId ? names.get(memberId) : undefined) ??
        (typeof details?.userName === 'string' ? details.userName : null);
      return {
        ...row,
        details,
        memberUserName,
        sentence: auditSentence({
          action: row.action,
          target: row.target,
          details,
          memberUserName,
        }),
      };
    }),
    total: total?.n ?? 0,
  };
}

/** The userNames of the members a page of rows concerns, by id. */
async function userNamesOf(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.userName]));
}
