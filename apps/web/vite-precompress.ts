import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
  '.map',
]);

// The server compresses '/' itself, after writing the public config into the page (web-app.ts).
const SERVED_BY_THE_SERVER = new Set(['index.html']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside a text file, each only when it is smaller. */
async function precompress(file: string): Promise<{ raw: number; br: number }> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length) };
}

/**
 * Brotli and gzip copies of the built text files, made once at build time at the highest
 * levels, so the server answers compressed without compressing per request (@fastify/static's
 * preCompressed). Runs after everything else has written dist, the service worker included.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'kamao:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter(
          (file) =>
            COMPRESSIBLE.has(extname(file)) &&
            !SERVED_BY_THE_SERVER.has(file.slice(outDir.length + 1)),
        );
        const sizes = await Promise.all(files.map(precompress));
        const kib = (key: 'raw' | 'br') =>
          Math.round(sizes.reduce((sum, size) => sum + size[key], 0) / 1024);
        logger?.info(
          `precompressed ${files.length} files: ${kib('raw')} KiB, ${kib('br')} KiB with Brotli`,
        );
      },
    },
  };
}
