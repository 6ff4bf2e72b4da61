import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { anchorsOf, findReferenceProblems } from './check-references.mjs';

const CHECKER = fileURLToPath(new URL('./check-references.mjs', import.meta.url));
const trees = [];

/** A temporary git repository holding `files` (path → text), all of them tracked. */
function repositoryOf(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-references-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

function runChecker(root) {
  return spawnSync(process.execPath, [CHECKER, root], { encoding: 'utf8' });
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

const PRODUCT_NOTE =
  '# Withdraw\n\n## Minimums\n\nEach method has its own minimum.\n\n## Minimums\n';

describe('check-references', () => {
  test('a clean tree passes with exit code 0', () => {
    const root = repositoryOf({
      'README.md': '# Kamao\n\n## Upgrading\n\nSee [the design](docs/design.md#money).\n',
      'docs/design.md': '# Design\n\n## Money\n\nRead [withdraw](product/withdraw.md#minimums).\n',
      'docs/product/withdraw.md': PRODUCT_NOTE,
      'docs/decisions/0003-sealed-payloads.md': '# 3. Sealed payloads\n',
      'src/withdraw.ts':
        '// The minimum is per method: docs/product/withdraw.md#minimums (README.md#upgrading).\n' +
        '// Content-Encoding follows RFC 9110 §12.5.3.\n' +
        '// A family of notes: docs/decisions/NNNN-*.md; this one is decision 3.\n',
    });

    expect(findReferenceProblems(root)).toEqual([]);
    const run = runChecker(root);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });

  test('citations of outside documents, spec sections and issue numbers are reported', () => {
    const root = repositoryOf({
      'src/a.ts': [
        '// Money is in milli-rupees (DESIGN.md "Money").',
        '// Files stay small (see ../shared/STYLE.md).',
        '// The socket is websocket only (spec part 2 §7.3).',
        '// Mobile numbers have 10 digits (part 1 §5).',
        '// The slider shows 13 when unset (§9).',
        "describe('constants (section 9 of both parts)', () => {});",
        '// Kept per member (issue 13).',
        '// Fixed in issue #11, see also (#12).',
        '// Nothing to report on this line.',
      ].join('\n'),
    });

    const problems = findReferenceProblems(root);
    expect(problems.map((p) => [p.line, p.kind])).toEqual([
      [1, 'outside document'],
      [2, 'outside document'],
      [3, 'spec citation'],
      [4, 'spec citation'],
      [5, 'spec citation'],
      [6, 'spec citation'],
      [7, 'issue number'],
      [8, 'issue number'],
    ]);
    const run = runChecker(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('src/a.ts:1: [outside document] // Money is in milli-rupees');
    expect(run.stdout).toContain('src/a.ts:7: [issue number] // Kept per member (issue 13).');
  });

  test('a missing document and a missing anchor are reported, in code and in Markdown links', () => {
    const root = repositoryOf({
      'README.md': '# Kamao\n\n## Upgrading\n',
      'docs/product/withdraw.md': PRODUCT_NOTE,
      'docs/design.md': [
        '# Design',
        'See [the minimums](product/withdraw.md#minimums-1) and [fees](product/fees.md).',
        'And [nowhere](#no-such-heading) or [the design](#design).',
      ].join('\n'),
      'docs/decisions/0007-jobs-in-the-database.md': '# 7. Jobs in the database\n',
      'src/b.ts': [
        '// docs/product/converter.md says so.',
        '// docs/product/withdraw.md#maximums says so.',
        '// README.md#installing says so.',
        '// Timers are jobs (decision 7), sessions are copies (decision 12).',
      ].join('\n'),
    });

    const problems = findReferenceProblems(root).map((p) => `${p.file}:${p.line}: ${p.kind}`);
    expect(problems).toEqual([
      'docs/design.md:2: missing document docs/product/fees.md',
      'docs/design.md:3: missing anchor docs/design.md#no-such-heading',
      'src/b.ts:1: missing document docs/product/converter.md',
      'src/b.ts:2: missing anchor docs/product/withdraw.md#maximums',
      'src/b.ts:3: missing anchor README.md#installing',
      'src/b.ts:4: missing decision 12',
    ]);
    expect(runChecker(root).status).toBe(1);
  });

  test('untracked files are not read', () => {
    const root = repositoryOf({ 'src/c.ts': '// Clean.\n' });
    writeFileSync(path.join(root, 'notes.md'), 'See DESIGN.md.\n');

    expect(findReferenceProblems(root)).toEqual([]);
  });

  test('anchors follow the headings as a Markdown viewer makes them', () => {
    const anchors = anchorsOf(
      '# Withdraw page\n## Minimums & fees (per method)\n## `earn()` and debts\n```\n# not a heading\n```\n## Minimums & fees (per method)\n',
    );

    expect([...anchors]).toEqual([
      'withdraw-page',
      'minimums--fees-per-method',
      'earn-and-debts',
      'minimums--fees-per-method-1',
    ]);
  });
});
