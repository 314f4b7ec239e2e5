// The empty PostgreSQL cluster a new embedded database starts from, shipped with the app (apps/server/
// pglite/) instead of made by PGlite's initdb at the first start.
//
// PGlite makes a cluster by running initdb inside a second instance of its 9 MB WebAssembly PostgreSQL,
// whose 128 MB heap (the module's least) it copies and writes back before each of initdb's runs of the
// backend, then hands the files over as a tar: a first start on an empty DATA_DIR peaked at 766 MB
// resident (733 MB idle after it), where a later start of the same server takes about 220 MB
// (bench/memory.bench.ts). Unpacking this file instead (4.5 MB: the tar PGlite's own dumpDataDir writes of
// a cluster its initdb just made) a first start peaks at about 275 MB, so it fits a small machine. It is
// unpacked straight into the data folder (`unpackEmptyCluster`, streamed: PGlite's `loadDataDir` holds the
// whole tar and its blob in memory, about 90 MB more at the peak), and PGlite opens it as an existing
// database.
//
// The file's name carries the PGlite version that made it: an upgraded PGlite without its file falls back
// to initdb (empty-cluster.test.ts fails until `npm run db:empty-cluster -w apps/server` makes the file).
import {
  closeSync,
  createReadStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { resolveBeside } from '../lib/paths';

/** The installed PGlite's version (its package.json, which the package does not export). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let folder = dirname(entry);
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the empty cluster for the installed PGlite is (or is to be made). */
export function emptyClusterFile(): string {
  const name = `empty-cluster-${pgliteVersion()}.tgz`;
  return join(resolveBeside(import.meta.url, ['../../pglite', '../pglite'], name), name);
}

/** The shipped empty cluster for the installed PGlite, or undefined when there is none (initdb then). */
export function shippedEmptyCluster(): string | undefined {
  const file = emptyClusterFile();
  return existsSync(file) ? file : undefined;
}

/** A tar header's text field (NUL-terminated) and octal number field. */
const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
const octal = (block: Buffer, start: number, length: number) =>
  Number.parseInt(field(block, start, length).trim() || '0', 8);

/**
 * Unpacks the gzipped tar `file` (PGlite's dump of a data directory: directories and plain files only)
 * into the new folder `into`, streamed, each file synced to the disk; the folder appears whole or not at
 * all (unpacked beside it, then renamed).
 */
export async function unpackEmptyCluster(file: string, into: string): Promise<void> {
  const partial = `${into}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  let buffered: Buffer = Buffer.alloc(0);
  let fd: number | undefined;
  let left = 0;
  let skip = 0;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    buffered = buffered.length > 0 ? Buffer.concat([buffered, chunk as Buffer]) : (chunk as Buffer);
    while (buffered.length > 0) {
      if (fd !== undefined) {
        const part = buffered.subarray(0, Math.min(left, buffered.length));
        writeSync(fd, part);
        left -= part.length;
        buffered = buffered.subarray(part.length);
        if (left > 0) break;
        fsyncSync(fd);
        closeSync(fd);
        fd = undefined;
        continue;
      }
      if (skip > 0) {
        const skipped = Math.min(skip, buffered.length);
        skip -= skipped;
        buffered = buffered.subarray(skipped);
        continue;
      }
      if (buffered.length < 512) break;
      const header = buffered.subarray(0, 512);
      buffered = buffered.subarray(512);
      if (header.every((byte) => byte === 0)) continue;
      const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/');
      const path = join(partial, name.replace(/^\/+/, ''));
      const size = octal(header, 124, 12);
      const type = String.fromCharCode(header[156]!);
      if (type === '5') {
        mkdirSync(path, { recursive: true, mode: octal(header, 100, 8) || 0o700 });
      } else if (type === '0' || type === '\0') {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        fd = openSync(path, 'w', octal(header, 100, 8) || 0o600);
        left = size;
        // The file's data is padded to whole blocks of 512 bytes.
        skip = (512 - (size % 512)) % 512;
        if (left === 0) {
          closeSync(fd);
          fd = undefined;
        }
      } else {
        throw new Error(`${file}: unexpected tar entry ${name} (type ${type})`);
      }
    }
  }
  if (fd !== undefined) throw new Error(`${file}: the tar ends inside a file`);
  renameSync(partial, into);
  const parent = openSync(dirname(into), 'r');
  try {
    fsyncSync(parent);
  } finally {
    closeSync(parent);
  }
}
