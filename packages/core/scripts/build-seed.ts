// Generates the official catalogue seed (src/seed/*.json) from ../shared/data/official-catalogue.json.
// Run from packages/core: `npx tsx scripts/build-seed.ts`, then commit the JSON files.
// The mapping is written down in src/seed/README.md; ids are deterministic (uuid v5 of kind + name).
// Fermentables get the corrections of catalogue-corrections.ts and must pass plausible-fermentables.ts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueKind } from '../src/options';
import { catalogueSchemas } from '../src/schemas/catalogue';
import { staleCorrections } from './catalogue-corrections';
import { implausibilities, seededKind } from './plausible-fermentables';
import { mapCatalogue, type SourceCatalogue } from './seed-mapping';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(here, '../../../../shared/data/official-catalogue.json');
const seedDir = resolve(here, '../src/seed');

/** Namespace of Wortsmith's official catalogue ids (a fixed random uuid). */
const NAMESPACE = '6f1d5c1e-8a4b-4c1f-9a57-3b2d0e9c7a41';

/** RFC 4122 version 5 uuid: SHA-1 of namespace bytes + name, with version and variant bits set. */
export function uuidV5(name: string, namespace = NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const reference = JSON.parse(readFileSync(source, 'utf8')) as SourceCatalogue;
const stale = staleCorrections(reference.fermentables);
if (stale.length > 0) throw new Error(`Stale catalogue corrections:\n${stale.join('\n')}`);
const catalogue = mapCatalogue(reference);
const implausible = catalogue.fermentables.flatMap((f) =>
  implausibilities({
    name: f.name,
    type: String(f.type),
    kind: seededKind(f.description as string | null),
    ebc: f.ebc as number | null,
    potentialExtract: f.potentialExtract as number | null,
  }),
);
if (implausible.length > 0) {
  throw new Error(
    `Implausible fermentables (correct them in catalogue-corrections.ts):\n${implausible.join('\n')}`,
  );
}

for (const kind of Object.keys(catalogue) as CatalogueKind[]) {
  const seen = new Set<string>();
  const items = catalogue[kind].map((item) => {
    const parsed = catalogueSchemas[kind].safeParse(item);
    if (!parsed.success) throw new Error(`${kind} "${item.name}": ${parsed.error.issues[0]?.message}`);
    const id = uuidV5(`${kind}:${item.name}`);
    if (seen.has(id)) throw new Error(`${kind}: duplicate name "${item.name}"`);
    seen.add(id);
    return { id, ...parsed.data };
  });
  items.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  // One item per line: compact, and a changed item shows as one changed line.
  const lines = items.map((item) => JSON.stringify(item)).join(',\n');
  writeFileSync(resolve(seedDir, `${kind}.json`), `[\n${lines}\n]\n`);
  console.log(`${kind}: ${items.length}`);
}
