#!/usr/bin/env node
// The server's production bundle: apps/server/src/main.ts and the workspace contract (which
// ships TypeScript source) in one ES module, apps/server/dist/main.js, that plain `node` runs
// with no compiler. npm packages are bundled too, but for the few listed in STAY_EXTERNAL.
// `node scripts/build-server.mjs [--outdir <dir>]`; the process test builds into a folder of
// its own inside apps/server/dist.
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { repoRoot, serverDist } from './build-stamp.mjs';

const serverRoot = join(repoRoot, 'apps/server');

/**
 * Packages that stay in node_modules: PGlite finds its WebAssembly and data files next to its
 * own module, argon2 is a native addon, and the rest are optional native helpers that their
 * users load only if installed.
 */
const STAY_EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
];

/**
 * Everything else is bundled: one file loads faster than Node resolves and reads a few hundred
 * modules one by one (measured: a production start on PostgreSQL went from about 1.45 s to
 * about 1.1 s; on the embedded database PGlite's own WebAssembly start adds about 0.9 s).
 */
const keepSomeExternal = {
  name: 'keep-some-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      STAY_EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * Writes <outDir>/main.js and copies the SQL migrations to <outDir>/migrations, where
 * db/migrate.ts looks for them (`new URL('./migrations', import.meta.url)`). The bundle sits
 * two folders below the repository like src/app.ts does, so app.ts's `../../web/dist` still
 * names the built web app.
 */
export async function buildServer({ outDir = serverDist } = {}) {
  await build({
    entryPoints: [join(serverRoot, 'src/main.ts')],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Readable stack traces in the logs; `node --enable-source-maps` maps them to src/.
    sourcemap: 'linked',
    plugins: [keepSomeExternal],
    // Bundled CommonJS packages require Node's own modules; an ES module has no `require`.
    banner: {
      js: "import { createRequire as __kamaoCreateRequire } from 'node:module'; const require = __kamaoCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const migrations = join(outDir, 'migrations');
  rmSync(migrations, { recursive: true, force: true });
  cpSync(join(serverRoot, 'src/db/migrations'), migrations, { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  const started = Date.now();
  await buildServer(values.outdir ? { outDir: resolve(values.outdir) } : {});
  console.log(`server bundle built in ${Date.now() - started} ms`);
}
