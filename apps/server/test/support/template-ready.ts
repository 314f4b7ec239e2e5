// Waiting for the database every server test file starts from: make-template.ts, run by the global
// setup, renames the dump into place once the PGlite dump and any PostgreSQL template are ready; the
// global setup writes the failure marker if it could not.
import { existsSync, readFileSync } from 'node:fs';
import { watch } from 'node:fs/promises';
import { basename, dirname } from 'node:path';

/** The file the global setup writes when the template could not be made. */
export const failureMarker = (dump: string) => `${dump}.failed`;

/** Resolves once `dump` exists; throws the failure's text if making it failed. */
export async function templateReady(dump: string): Promise<void> {
  const ready = () => {
    if (existsSync(failureMarker(dump))) throw new Error(readFileSync(failureMarker(dump), 'utf8'));
    return existsSync(dump);
  };
  const abort = new AbortController();
  const changes = watch(dirname(dump), { signal: abort.signal });
  try {
    if (ready()) return;
    for await (const { filename } of changes) {
      if (filename?.startsWith(basename(dump)) && ready()) return;
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    abort.abort();
  }
}
