import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiDocsAdminRoutes } from '@kamao/contract/admin/api-docs';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, useAdminScope } from '../admin/index.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

const { apiDocsSettings, apiDocsSettingsUpdate } = apiDocsAdminRoutes;

/** The console's switch that publishes the API document in production (docs-access.ts). */
export const adminApiDocsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  useAdminScope(app, db);

  app.get(apiDocsSettings.path, { schema: schemaOf(apiDocsSettings) }, async () => ({
    settings: { published: await readSetting(db, 'api_docs_public') },
  }));

  app.put(
    apiDocsSettingsUpdate.path,
    { ...audited('api_docs.publish'), schema: schemaOf(apiDocsSettingsUpdate) },
    async (request) => {
      await writeSetting(db, 'api_docs_public', request.body.published);
      return { settings: { published: request.body.published } };
    },
  );
};
