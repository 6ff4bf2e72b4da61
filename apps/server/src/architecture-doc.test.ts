import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules/module-list.ts';
import { ONE_OFF_JOBS, RECURRING_JOBS } from './runtime.ts';

/**
 * docs/architecture.md lists the server's modules, recurring jobs, one-off job kinds and domain
 * events; a newcomer trusts those lists, so each is read from the document and compared with the
 * code. A module, job or event added without its line (or a line left after its code went) fails.
 */
const serverSource = fileURLToPath(new URL('.', import.meta.url));
const architecture = readFileSync(
  fileURLToPath(new URL('../../../docs/architecture.md', import.meta.url)),
  'utf8',
);

/** The first column's `code` names of the Markdown table whose header starts with `header`. */
function tableRows(header: string): string[][] {
  const lines = architecture.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${header} |`));
  expect(start, `docs/architecture.md has a table headed "${header}"`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const firstCode = (cell: string) => /`([^`]+)`/.exec(cell)?.[1] ?? cell;

const UNIT_SECONDS: Record<string, number> = { minute: 60, hour: 3600 };
/** "15 minutes", "1 hour", "24 hours" in seconds. */
function periodSeconds(text: string): number {
  const match = /^(\d+) (minute|hour)s?$/.exec(text);
  expect(match, `"${text}" reads as a period`).not.toBeNull();
  return Number(match![1]) * UNIT_SECONDS[match![2]!]!;
}

/**
 * Every event type a file adds to DomainEventMap (declaration merging), over the server; a
 * declaration starts a line, so an example in a comment does not count.
 */
function declaredEventTypes(): string[] {
  const types: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const block of text.matchAll(/^\s*interface DomainEventMap \{\n([\s\S]*?)\n\s*\}/gm)) {
          for (const key of block[1]!.matchAll(/^\s*'([a-z_.]+)'\??:/gm)) types.push(key[1]!);
        }
      }
    }
  };
  visit(serverSource);
  return types;
}

describe('docs/architecture.md', () => {
  it('lists every module of the module list, and every module folder is in the list', () => {
    const listed = tableRows('module').map((row) => firstCode(row[0]!));
    expect(listed.toSorted()).toEqual(MODULES.map((m) => m.name).toSorted());
    const folders = readdirSync(join(serverSource, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const folder of folders) {
      expect(existsSync(join(serverSource, 'modules', folder, 'manifest.ts')), folder).toBe(true);
    }
    expect(folders.length).toBe(MODULES.length);
  });

  it('lists every recurring job with its period', () => {
    const listed = tableRows('recurring job').map((row) => [
      firstCode(row[0]!),
      periodSeconds(row[1]!),
    ]);
    const running = RECURRING_JOBS.map((job) => [job.definition.name, job.everySeconds]);
    expect(listed.toSorted()).toEqual(running.toSorted());
  });

  it('lists every one-off job kind', () => {
    const listed = tableRows('one-off kind').map((row) => firstCode(row[0]!));
    expect(listed.toSorted()).toEqual(ONE_OFF_JOBS.map((job) => job.name).toSorted());
  });

  it('lists every domain event type that the code declares', () => {
    const listed = tableRows('event').map((row) => firstCode(row[0]!));
    const declared = declaredEventTypes();
    expect(declared.length).toBeGreaterThan(0);
    expect(listed.toSorted()).toEqual(declared.toSorted());
  });
});
