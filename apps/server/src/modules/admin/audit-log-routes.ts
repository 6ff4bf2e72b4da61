import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogAdminRoutes, type AdminAuditEntry } from '@kamao/contract/admin/audit-log';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { useAdminScope } from './admin-scope.ts';
import { AUDIT_PAGE_SIZE, listAuditLog, type AuditEntry } from './audit-log.ts';

const { auditLogList } = auditLogAdminRoutes;

const presentEntry = (entry: AuditEntry): AdminAuditEntry => ({
  ...entry,
  // bigint ids are not JSON; the console only needs them as text.
  id: String(entry.id),
  createdAt: entry.createdAt.toISOString(),
});

/** Who did what and when in the console (the rows useAdminScope writes), newest first. */
export const adminAuditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(auditLogList.path, { schema: schemaOf(auditLogList) }, async (request) => {
    const { page } = request.query;
    const { entries, total } = await listAuditLog(db, request.query);
    return { entries: entries.map(presentEntry), total, page, pageSize: AUDIT_PAGE_SIZE };
  });
};
