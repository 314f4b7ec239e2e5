// `npm run db:move -- --to postgres://…`: copies the stopped embedded database of DATA_DIR into an empty
// PostgreSQL database, checks the copy table by table (move.ts) and prints the DATABASE_URL to use.
import { parseArgs } from 'node:util';
import { loadDatabaseConfig } from '../config';
import { runTool } from './command-line';
import { moveToPostgres } from './move';
import { postgresAddress } from './postgres-address';
import { restored } from './restore';

await runTool(async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = values.to ?? '';
  if (!/^postgres(ql)?:\/\//.test(to))
    throw new Error('Name the PostgreSQL database: npm run db:move -- --to postgres://…');
  // The embedded database moves, whatever DATABASE_URL says.
  const { dataDir } = loadDatabaseConfig({ ...process.env, DATABASE_URL: undefined });
  const summary = await moveToPostgres(dataDir, to);
  return [
    restored(postgresAddress(to), summary),
    'Every table holds the same rows in both. Start the server on PostgreSQL with:',
    `DATABASE_URL=${to}`,
  ].join('\n');
});
