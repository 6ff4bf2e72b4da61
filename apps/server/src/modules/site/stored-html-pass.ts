import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cleanOperatorHtml } from '../../lib/operator-html.ts';
import { readSetting, writeSetting } from '../settings/index.ts';

/** Raised when the cleaning rules change (lib/operator-html.ts): what is stored is cleaned again. */
export const OPERATOR_HTML_CLEANING_VERSION = 1;

/** Every stored column of operator HTML, by table and key. */
const STORED_HTML = [
  { table: 'faqs', key: 'id', columns: ['answer_html', 'answer_html_hi'] },
  { table: 'homepage_sections', key: 'id', columns: ['message_html', 'message_html_hi'] },
  { table: 'announcements', key: 'id', columns: ['message_html', 'message_html_hi'] },
  { table: 'site_texts', key: 'key', columns: ['html', 'html_hi'] },
  { table: 'withdrawal_methods', key: 'id', columns: ['details'] },
] as const;

/**
 * Cleans the operator HTML stored before it was cleaned on save, once per database and rules
 * version: the first process to start after an upgrade does it, under a lock, and the others
 * find it done. Returns how many values changed.
 */
export async function cleanStoredOperatorHtml(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operator-html-cleaning'))`);
    if ((await readSetting(tx, 'operator_html_cleaned')) >= OPERATOR_HTML_CLEANING_VERSION) {
      return 0;
    }
    let changed = 0;
    for (const { table, key, columns } of STORED_HTML) {
      const rows = rowsOf<Record<string, string | null>>(
        await tx.execute(
          sql`select ${sql.identifier(key)} as row_key, ${sql.join(
            columns.map((column) => sql.identifier(column)),
            sql`, `,
          )} from ${sql.identifier(table)}`,
        ),
      );
      for (const row of rows) {
        for (const column of columns) {
          const stored = row[column];
          if (typeof stored !== 'string') continue;
          const clean = cleanOperatorHtml(stored);
          if (clean === stored) continue;
          await tx.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${clean}
              where ${sql.identifier(key)} = ${row.row_key}`,
          );
          changed += 1;
        }
      }
    }
    await writeSetting(tx, 'operator_html_cleaned', OPERATOR_HTML_CLEANING_VERSION);
    return changed;
  });
}
