// `npm run db:migrate`: applies the migrations and the official catalogue to the configured database.
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from './client';
import { seedOfficialCatalogue } from './seed';

loadDotEnv();
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
await seedOfficialCatalogue(database.db);
await database.close();
console.log(`Database is up to date (${database.driver}).`);
