// `npm run backup -- --out FILE`: writes a backup of the configured database (backup.ts). PostgreSQL is
// read from this process in one snapshot while servers run; an embedded database in DATA_DIR is opened
// here when no server holds it, else the server holding it is asked to write the backup itself
// (backup-socket.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config';
import { backupWritten, writeBackup } from './backup';
import { askServerForBackup, backupSocketPath } from './backup-socket';
import { openDatabase } from './client';
import { givenPath, runTool } from './command-line';
import { DataDirLockedError } from './data-dir-lock';
import { connectionFailure } from './postgres-address';

await runTool(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('Name the backup file: npm run backup -- --out FILE');
  const out = givenPath(values.out);
  const { dataDir, databaseUrl } = loadDatabaseConfig();
  if (databaseUrl) {
    const database = await openDatabase({ url: databaseUrl });
    try {
      return backupWritten(out, await writeBackup(database, out));
    } catch (error) {
      throw new Error(connectionFailure(databaseUrl, error) ?? (error as Error).message);
    } finally {
      await database.close();
    }
  }
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`DATA_DIR ${dataDir} holds no database: there is nothing to back up.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (!existsSync(backupSocketPath(dataDir))) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by a Wortsmith server that takes no backup requests: stop it and run the backup again.`,
      );
    }
    return askServerForBackup(dataDir, out);
  }
  try {
    return backupWritten(out, await writeBackup(database, out));
  } finally {
    await database.close();
  }
});
