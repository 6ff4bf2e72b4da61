// Whether the build (apps/web/dist and apps/server/dist) was made from the sources as they are
// now: a hash of every build input, written beside the server bundle by `npm run build` and
// compared by `npm start`, so that a start does not rebuild what is already built.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverDist = join(repoRoot, 'apps/server/dist');
const stampFile = join(serverDist, 'build-stamp.json');

/** What the build reads, files or folders: a change to any of them makes the build stale. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract',
  'apps/web',
  'apps/server/src',
  'apps/server/package.json',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/build-stamp.mjs',
];

/** The build's products; a build without them is not current whatever the stamp says. */
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

// Tests are not built into either bundle; editing one must not cost a rebuild.
const isTestFile = (path) => /\.test\.tsx?$/.test(path);
const isBuiltOrInstalled = (path) =>
  path.split(sep).some((part) => part === 'node_modules' || part === 'dist');

function inputFiles() {
  const files = [];
  const keep = (file) => {
    if (!isBuiltOrInstalled(file) && !isTestFile(file)) files.push(file);
  };
  for (const input of BUILD_INPUTS) {
    const path = join(repoRoot, input);
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      keep(input);
      continue;
    }
    for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) keep(relative(repoRoot, join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

/** SHA-256 over the names and contents of every build input. */
export function buildInputsHash() {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(repoRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function isBuildCurrent() {
  if (!BUILD_OUTPUTS.every((output) => existsSync(join(repoRoot, output)))) return false;
  if (!existsSync(stampFile)) return false;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  return stamp.inputs === buildInputsHash();
}

/** Called first by a build: a build that fails half-way leaves no stamp behind. */
export function removeBuildStamp() {
  rmSync(stampFile, { force: true });
}

export function writeBuildStamp(inputs) {
  writeFileSync(stampFile, `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`);
}
