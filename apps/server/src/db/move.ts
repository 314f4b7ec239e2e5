// Moves a stopped embedded database (DATA_DIR) into an empty PostgreSQL database: a backup of it
// restored there (restore.ts), then every table's row count and content checksum compared on both
// sides. The embedded database is left as it was.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { takeBackup } from './backup';
import { decodeBackup } from './backup-file';
import { type Database, openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { connectionFailure, postgresAddress } from './postgres-address';
import { RestoreRefusedError, type RestoreSummary, restoreInto } from './restore';
import { appliedVersion, knownVersions } from './schema-version';
import { differingTables, type TableChecksum, tableChecksums } from './table-checksums';

/** Opens DATA_DIR's database, refused with one line when there is none or a server holds it. */
async function openStopped(dataDir: string): Promise<Database> {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new RestoreRefusedError(`DATA_DIR ${dataDir} holds no database: there is nothing to move.`);
  }
  try {
    return await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is in use by a running Wortsmith server: stop it, then move its database.`,
    );
  }
}

/** Refuses with one line when no PostgreSQL server answers at `url` (before DATA_DIR is opened). */
async function checkReachable(url: string): Promise<void> {
  const target = await openDatabase({ url });
  try {
    await target.ping();
  } catch (error) {
    const failure = connectionFailure(url, error);
    throw failure ? new RestoreRefusedError(failure) : error;
  } finally {
    await target.close();
  }
}

/** Copies DATA_DIR's database into the empty PostgreSQL database at `url` and checks the copy. */
export async function moveToPostgres(dataDir: string, url: string): Promise<RestoreSummary> {
  await checkReachable(url);
  const source = await openStopped(dataDir);
  let bytes: Buffer;
  let before: Map<string, TableChecksum>;
  try {
    before = await source.copySession('snapshot', async (session) => {
      const latest = knownVersions().at(-1)!;
      const version = await appliedVersion(session);
      if (version?.when !== latest.when) {
        throw new RestoreRefusedError(
          `DATA_DIR ${dataDir}'s database is at schema ${version?.migration ?? 'none'}, not ${latest.migration}: run npm run db:migrate (or start the server once), stop it, then move.`,
        );
      }
      return tableChecksums(session);
    });
    ({ bytes } = await takeBackup(source));
  } finally {
    await source.close();
  }
  const summary = await restoreInto(await decodeBackup(`DATA_DIR ${dataDir}'s backup`, bytes), { url });
  const target = await openDatabase({ url });
  let after: Map<string, TableChecksum>;
  try {
    after = await target.copySession('snapshot', tableChecksums);
  } finally {
    await target.close();
  }
  const differing = differingTables(before, after);
  if (differing.length > 0) {
    throw new Error(
      `The copy in ${postgresAddress(url)} differs from DATA_DIR's database in ${differing.join(', ')}: drop that database and move again.`,
    );
  }
  return summary;
}
