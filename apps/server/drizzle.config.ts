import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the tables in src/db/schema/ (one file per domain); they are
// applied at start (db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/',
  out: './src/db/migrations',
});
