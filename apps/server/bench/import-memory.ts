// Memory over repeated imports: imports a ~1 MB BeerXML file of 29 recipes again and again through
// POST /api/recipes/import (preview and save) and prints the heap after a full GC every 10 rounds, so
// a leak shows as a climbing line. Run with a PostgreSQL server so the database is not in this heap:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --expose-gc --import tsx apps/server/bench/import-memory.ts

import { beerXmlRecipe, beerXmlRecipes } from '../src/routes/interop/test-files';
import { buildSignedInUser } from '../test/factories';
import { createTestApp } from '../test/support/test-app';

const ROUNDS = Number(process.env.ROUNDS ?? 60);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const notes = `<NOTES>${'Mash thick, sparge slowly, ferment cool. '.repeat(800)}</NOTES>`;
const file = beerXmlRecipes(
  ...Array.from({ length: 29 }, (_, i) =>
    beerXmlRecipe(`Bench ${i}`).replace('</RECIPE>', `${notes}</RECIPE>`),
  ),
);
const app = await createTestApp();
const user = await buildSignedInUser(app);
const importOnce = async (query: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/recipes/import${query}`,
    payload: file,
    headers: { ...user.auth, 'content-type': 'application/xml' },
  });
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
};

const heapMb = () => {
  gc();
  gc();
  return (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1);
};
console.log(`file ${(file.length / 1024).toFixed(0)} KB, 29 recipes, ${ROUNDS} rounds of preview + save`);
console.log(`round 0: heap ${heapMb()} MB`);
for (let round = 1; round <= ROUNDS; round++) {
  await importOnce('?preview=1');
  await importOnce('');
  if (round % 10 === 0) console.log(`round ${round}: heap ${heapMb()} MB`);
}
await app.close();
