// The official BeerJSON 1.0 schema, for the tests that check what Wortsmith writes.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';

/** A validator of whole BeerJSON documents, from the @beerjson/beerjson package's schema files. */
export function beerJsonValidator() {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('@beerjson/beerjson/package.json')),
    'json',
  );
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    ajv.addSchema(JSON.parse(readFileSync(join(folder, file), 'utf8')));
  }
  return ajv.getSchema('https://raw.githubusercontent.com/beerjson/beerjson/master/json/beer.json')!;
}
