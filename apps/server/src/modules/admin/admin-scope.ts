import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit log's name for an operator's write through this route (audited()). */
    audit?: string;
  }
}

/** Route options naming an operator write in the audit log, e.g. `audited('faq.create')`. */
export function audited(action: string): { config: { audit: string } } {
  return { config: { audit: action } };
}

interface AuditNote {
  target?: string;
  details?: Record<string, unknown>;
  /**
   * The handler wrote its audit row itself, in the transaction of its change (auditRowIn), or
   * had nothing to log (a replay): the answer writes none.
   */
  written?: boolean;
}
const notes = new WeakMap<FastifyRequest, AuditNote>();

/** Lets a handler name what it changed (e.g. the id it created) and add details for the log. */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  notes.set(request, { ...notes.get(request), ...note });
}

/**
 * Writes a write's audit row in the caller's transaction, so the change and its row commit
 * together; the handler then notes `written` so the answer does not log it again.
 */
export async function auditRowIn(
  tx: DbOrTx,
  row: { adminId: string; action: string; target: string; details: Record<string, unknown> },
): Promise<void> {
  await tx.insert(adminAuditLog).values(row);
}

const ADMIN_SCOPE = Symbol('kamao.adminScope');
const MAX_TEXT = 500;
/** The request body as details, long texts (operator HTML) cut so the log stays small. */
function bodyDetails(body: unknown): Record<string, unknown> | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    out[key] =
      typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  return out;
}

/**
 * Every operator route scope calls this first: the admin check on the server, and one audit row
 * (who, what, when) for every successful write call, written before the answer leaves, so an
 * answered write is always in the log.
 *
 * The check runs on request, before the body is read or validated: a caller who is not an
 * operator gets 401 (with the spec's session flag) or 403 and learns nothing of the route's
 * schema from a 400 (a security review found logged-out callers reading validation details).
 */
export function useAdminScope(app: FastifyInstance, db: Db): void {
  // A scope nested in an admin scope inherits its hooks (child instances are prototype children
  // of their parent); adding them again would check twice and log every write twice.
  const marked = app as unknown as Record<symbol, boolean | undefined>;
  if (marked[ADMIN_SCOPE]) return;
  marked[ADMIN_SCOPE] = true;
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return payload;
    }
    const admin = request.member;
    if (reply.statusCode >= 400 || !admin || admin.role !== 'admin') return payload;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const action = request.routeOptions.config.audit;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const note = notes.get(request) ?? {};
    if (note.written) return payload;
    const paramTarget = typeof params.id === 'string' ? params.id : params.key;
    try {
      await db.insert(adminAuditLog).values({
        adminId: admin.id,
        // A write route without audited() is still logged, under its method and path.
        action: action ?? route,
        target: note.target ?? (typeof paramTarget === 'string' ? paramTarget : null),
        details: note.details ?? bodyDetails(request.body) ?? null,
      });
    } catch (error) {
      // The change itself is done; a lost log row must be seen by the operator of the server.
      request.log.error({ err: error, route }, 'admin audit row not written');
    }
    return payload;
  });
}
