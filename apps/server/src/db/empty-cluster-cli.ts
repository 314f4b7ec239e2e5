// `npm run db:empty-cluster -w apps/server`: makes the empty cluster a new embedded database starts from
// (empty-cluster.ts) with the installed PGlite's initdb, and removes those of other versions. Run it after
// upgrading PGlite (it needs about 800 MB of memory, once, on the developer's machine).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { emptyClusterFile } from './empty-cluster';

const file = emptyClusterFile();
const cluster = await PGlite.create();
const dump = await cluster.dumpDataDir('gzip');
await cluster.close();
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
for (const other of readdirSync(dirname(file))) {
  if (other.startsWith('empty-cluster-') && other !== basename(file)) rmSync(join(dirname(file), other));
}
console.log(`Made ${file}.`);
