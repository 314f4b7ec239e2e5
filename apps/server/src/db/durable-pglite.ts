// Durable commits for PGlite in DATA_DIR. PGlite starts PostgreSQL with fsync off (`-F`) and its Node
// file system (Emscripten's NODEFS) has no fsync of its own, so a commit sits in the OS page cache when
// the answer goes out. Here PostgreSQL keeps fsync on with `wal_sync_method=fsync` (Emscripten makes
// fdatasync a no-op but routes fsync to the file system) and NODEFS gains an fsync that calls the
// kernel's: a commit's WAL reaches the disk before the statement returns, and checkpoints sync the
// data files before old WAL is recycled, as on a PostgreSQL server.
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** PGlite's start parameters with fsync on: `defaults` without `-F`, WAL flushed with fsync(). */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/** The part of an Emscripten NODEFS stream this file system reads. */
interface NodeStream {
  nfd?: number;
  node: unknown;
}

/** The part of Emscripten's NODEFS this file system uses. */
interface NodeFsModule {
  stream_ops: { fsync?: (stream: NodeStream) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}

/** Syncs `stream` to the disk: its open file, or (a directory, which NODEFS does not open) its path. */
function syncStream(nodefs: NodeFsModule, stream: NodeStream): number {
  nodefs.tryFSOperation(() => {
    if (stream.nfd !== undefined) return fs.fsyncSync(stream.nfd);
    const fd = fs.openSync(nodefs.realPath(stream.node), 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  });
  return 0;
}

/** PGlite's NodeFS whose fsync reaches the disk (use with `durableStartParams`). */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (module: { NODEFS: unknown }) => {
      const nodefs = module.NODEFS as NodeFsModule;
      nodefs.stream_ops.fsync = (stream) => syncStream(nodefs, stream);
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}
