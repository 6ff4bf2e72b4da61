import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite that keeps a committed transaction through a power cut (docs/decisions/0005).
 *
 * Out of the box PGlite starts PostgreSQL with `-F` (fsync off), and even with fsync on its
 * Node file system (Emscripten's NODEFS) has no fsync: PostgreSQL's fsync() reached nothing.
 * Writes did reach the operating system at once, so a killed process lost nothing, but an
 * operating-system crash or a power cut could lose acknowledged money movements. Here the
 * server starts without -F, flushes the WAL with fsync() at every commit (wal_sync_method
 * fsync: Emscripten maps fdatasync to nothing) and the file system's fsync calls the real one.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun;
    const existing = preRun === undefined ? [] : Array.isArray(preRun) ? preRun : [preRun];
    result.emscriptenOpts.preRun = [
      ...existing,
      (module: { NODEFS?: { stream_ops?: Record<string, unknown> } }) => {
        const streamOps = module.NODEFS?.stream_ops;
        // A PGlite release that changed its file system must not start silently non-durable.
        if (!streamOps)
          throw new Error('PGlite file system not recognised: cannot make it durable');
        streamOps.fsync = (stream: { nfd: number }) => {
          this.sync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

// PGlite's own start parameters without -F (which turns fsync off), and commits flushed.
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'wal_sync_method=fsync',
];

/** A file-backed PGlite whose commits are on disk when they return. */
export function openDurablePglite(dataDir: string, sync?: (fd: number) => void): Promise<PGlite> {
  return PGlite.create({ fs: new DurableNodeFS(dataDir, sync), startParams: DURABLE_START_PARAMS });
}
