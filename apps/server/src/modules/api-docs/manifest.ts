import { defineModule } from '../define-module.ts';
import { apiDocsRoutes } from './index.ts';

/** The contract published as OpenAPI, its viewer, and the console switch that opens both. */
export const apiDocsModule = defineModule({
  name: 'api-docs',
  routes: async (app, { db, config }) => {
    await app.register(apiDocsRoutes, { db, config });
  },
});
