import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import { readSetting } from '../settings/index.ts';

export const DOCS_FOR_ADMINISTRATORS = 'The API document is for administrators.';

/**
 * Who may read the API document and its viewer. Outside production, anyone: it is a developer's
 * tool. In production the document tells every route and field an attacker would probe, so only
 * administrators, until an operator publishes it (the api_docs_public setting, read from the
 * database so every process agrees at once).
 */
export function guardDocs(app: FastifyInstance, options: { db: Db; production: boolean }) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!options.production) return;
    if (await readSetting(options.db, 'api_docs_public')) return;
    const member = await app.identifyMember(request);
    if (member?.role !== 'admin') throw forbidden(DOCS_FOR_ADMINISTRATORS);
  };
}
