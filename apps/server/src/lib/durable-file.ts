// Files that are either whole or absent after a crash: written beside their final name, synced to the
// disk, renamed over it, and the folder synced so the rename itself survives a power cut.
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Syncs the folder `dir` (its entries: a file created, renamed or removed in it) to the disk. */
export function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes `data` to `file` durably and atomically: readers see the old file or the whole new one. */
export async function writeFileDurably(file: string, data: Uint8Array): Promise<void> {
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  try {
    const handle = await open(partial, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  syncFolder(dirname(file));
}
