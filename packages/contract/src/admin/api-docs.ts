import { z } from 'zod';
import type { ApiRoute } from '../api-route.ts';

/** Whether the API document and its viewer answer everyone in production, not only operators. */
export const adminApiDocsSettingsSchema = z.strictObject({ published: z.boolean() });
export type AdminApiDocsSettings = z.infer<typeof adminApiDocsSettingsSchema>;

const settingsAnswer = z.object({ settings: adminApiDocsSettingsSchema });

/**
 * The console's switch for /api/openapi.json and /api/docs. Outside production both are open
 * whatever it says; the change is written to the audit log.
 */
export const apiDocsAdminRoutes = {
  apiDocsSettings: {
    method: 'GET',
    path: '/api/admin/api-docs',
    auth: 'admin',
    answer: settingsAnswer,
  },
  apiDocsSettingsUpdate: {
    method: 'PUT',
    path: '/api/admin/api-docs',
    auth: 'admin',
    body: adminApiDocsSettingsSchema,
    answer: settingsAnswer,
  },
} as const satisfies Record<string, ApiRoute>;
