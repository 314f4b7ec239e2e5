// Run by the global setup as its own process: migrates and seeds the database every test file starts
// from, then renames the PGlite dump into place (the sign that both are ready: template-ready.ts).
// Arguments: the dump's path and, when the suite runs on PostgreSQL, the template database's URL.
import { renameSync } from 'node:fs';
import { type DatabaseTarget, openDatabase } from '../../src/db/client';
import { seedOfficialCatalogue } from '../../src/db/seed';

async function migrateAndSeed(target: DatabaseTarget, dumpTo?: string): Promise<void> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedOfficialCatalogue(database.db);
    // Gathered once here, each file's database starts with the planner's statistics the app's start
    // would otherwise gather again.
    await database.analyze?.();
    if (dumpTo) await database.dumpTo?.(dumpTo);
  } finally {
    await database.close();
  }
}

const [dump, postgresUrl] = process.argv.slice(2) as [string, string | undefined];
await Promise.all([
  migrateAndSeed({ memory: true }, `${dump}.partial`),
  postgresUrl && migrateAndSeed({ url: postgresUrl }),
]);
renameSync(`${dump}.partial`, dump);
