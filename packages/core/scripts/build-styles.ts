// Generates src/styles-data.json from the BJCP 2021 reference data, so the product never reads
// ../shared at run time. Run: `npx tsx scripts/build-styles.ts` (from packages/core), then commit.
//
// Mapping: EBC = SRM x 1.97 exactly (3 decimals hold every product); BU/GU = min IBU / max OG
// points .. max IBU / min OG points (OG points = (OG - 1) x 1000; 2 decimals). American IPA is
// overridden to SPEC §3's example.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Pair = [number, number] | null;
interface SourceStyle {
  code: string;
  name: string;
  category: string;
  og: Pair;
  fg: Pair;
  ibu: Pair;
  srm: Pair;
  abv: Pair;
}
interface Range {
  min: number;
  max: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(here, '../../../../shared/data/bjcp-2021-styles.json');
const target = resolve(here, '../src/styles-data.json');

const round = (value: number, decimals: number): number => {
  const f = 10 ** decimals;
  return Math.round(value * f * (1 + 1e-12)) / f;
};
const range = (pair: Pair): Range | null => (pair ? { min: pair[0], max: pair[1] } : null);
const points = (og: number): number => round((og - 1) * 1000, 3);

/** SPEC §3 gives American IPA explicitly; its derived EBC (11.8-27.6) and BU/GU (0.57-1.25) differ. */
const OVERRIDES: Record<string, { ebc: Range; buGu: Range }> = {
  'American IPA': { ebc: { min: 10, max: 20 }, buGu: { min: 0.7, max: 1 } },
};

const styles = (JSON.parse(readFileSync(source, 'utf8')) as SourceStyle[]).map((s) => {
  const ebc = s.srm ? { min: round(s.srm[0] * 1.97, 3), max: round(s.srm[1] * 1.97, 3) } : null;
  const buGu =
    s.ibu && s.og && points(s.og[0]) > 0
      ? { min: round(s.ibu[0] / points(s.og[1]), 2), max: round(s.ibu[1] / points(s.og[0]), 2) }
      : null;
  return {
    code: s.code,
    name: s.name,
    category: s.category,
    og: range(s.og),
    fg: range(s.fg),
    abv: range(s.abv),
    ibu: range(s.ibu),
    ebc,
    buGu,
    ...OVERRIDES[s.name],
  };
});

// JSON, which styles.ts types as BeerStyle[]: data, not code, and no import loop.
writeFileSync(target, `${JSON.stringify(styles, null, 2)}\n`);
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'ignore' });
console.log(`wrote ${styles.length} styles to ${target}`);
