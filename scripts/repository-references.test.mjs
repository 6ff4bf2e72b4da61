import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { findReferenceProblems, formatProblem } from './check-references.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const trees = [];

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A temporary git repository with one tracked file. */
function repositoryWith(file, text) {
  const root = mkdtempSync(path.join(tmpdir(), 'repository-references-'));
  trees.push(root);
  writeFileSync(path.join(root, file), text);
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '-A'], { cwd: root });
  return root;
}

describe('the repository explains itself', () => {
  // A clone must be able to follow every reference: a comment that cites the outside spec, the
  // design or style notes the project started from, or an issue number fails here, and so does
  // a link into docs/ whose file or heading is gone.
  test('no tracked file cites a document outside the repository or a missing one', () => {
    const problems = findReferenceProblems(ROOT).map(formatProblem);
    expect(problems).toEqual([]);
  });

  test('a module folder named shared-state is not the outside shared folder', () => {
    const root = repositoryWith(
      'store.ts',
      // The second line names the outside folder, built here so this file does not cite it.
      `import { x } from '../../shared-state/shared-state.ts';\n// ${['..', 'shared', 'spec'].join('/')}\n`,
    );
    expect(findReferenceProblems(root).map((p) => [p.line, p.kind])).toEqual([
      [2, 'outside document'],
    ]);
  });
});
