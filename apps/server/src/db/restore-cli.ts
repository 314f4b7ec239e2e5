// `npm run restore -- FILE`: restores a backup into the configured database, an empty DATA_DIR or an
// empty PostgreSQL database (DATABASE_URL), whichever database the backup was taken from (restore.ts).
import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config';
import { givenPath, runTool } from './command-line';
import { postgresAddress } from './postgres-address';
import { restoreBackup, restored } from './restore';

await runTool(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Name the backup file: npm run restore -- FILE');
  const { dataDir, databaseUrl } = loadDatabaseConfig();
  const file = givenPath(positionals[0]!);
  if (databaseUrl)
    return restored(postgresAddress(databaseUrl), await restoreBackup(file, { url: databaseUrl }));
  return restored(`DATA_DIR ${dataDir}`, await restoreBackup(file, { dataDir }));
});
