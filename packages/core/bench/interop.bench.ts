// Times importing a 1 MB BeerXML library (29 recipes and about 500 ingredient records, several
// top-level roots) built with our own writers: median and worst of several runs.
// Budget (issue "Recipes in and out"): under 300 ms.
import os from 'node:os';
import { exportCatalogueItems, exportRecipes, readInteropFile } from '../src/interop';
import { CATALOGUE_SAMPLES } from '../src/interop/test-catalogue';
import { fullRecipe } from '../src/interop/test-support';
import { parseXmlDocument } from '../src/interop/xml-document';

const NOTE =
  'Malty, bready and a little toasty; brewers use it for body and colour in ales and lagers alike. ';
const note = (i: number) => `${NOTE.repeat(9)}#${i}`;

const recipes = Array.from({ length: 29 }, (_, i) => {
  const recipe = fullRecipe();
  return {
    ...recipe,
    name: `Library recipe ${i + 1}`,
    notes: note(i).repeat(4),
    recipeFermentables: recipe.recipeFermentables.map((f) => ({ ...f, description: note(i) })),
    recipeHops: recipe.recipeHops.map((h) => ({ ...h, description: note(i) })),
  };
});

function many<K extends keyof typeof CATALOGUE_SAMPLES>(kind: K, count: number) {
  const samples = CATALOGUE_SAMPLES[kind];
  return Array.from({ length: count }, (_, i) => ({
    ...samples[i % samples.length]!,
    name: `${kind} ${i}`,
    description: note(i),
  }));
}

const withoutDeclaration = (xml: string) => xml.replace(/^<\?xml[^>]*\?>\n/, '');
const file =
  exportRecipes(recipes, 'beerxml') +
  withoutDeclaration(exportCatalogueItems('fermentables', many('fermentables', 200), 'beerxml')) +
  withoutDeclaration(exportCatalogueItems('hops', many('hops', 150), 'beerxml')) +
  withoutDeclaration(exportCatalogueItems('yeasts', many('yeasts', 100), 'beerxml')) +
  withoutDeclaration(exportCatalogueItems('miscs', many('miscs', 50), 'beerxml'));
const bytes = new TextEncoder().encode(file);

const first = readInteropFile(bytes);
const itemCount = Object.values(first.items).reduce((sum, list) => sum + list.length, 0);
const RUNS = 15;
const times: number[] = [];
// CPU time as well as wall time: on a machine shared with other work, wall time mostly measures waiting.
const cpuTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  readInteropFile(bytes);
  const used = process.cpuUsage(cpu);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  cpuTimes.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)]!;
const cpuMedian = cpuTimes[Math.floor(RUNS / 2)]!;
const parsing: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = process.hrtime.bigint();
  parseXmlDocument(file);
  parsing.push(Number(process.hrtime.bigint() - start) / 1e6);
}
parsing.sort((a, b) => a - b);

console.log(
  `BeerXML import, ${(bytes.length / 1024 / 1024).toFixed(2)} MB: ${first.recipes.length} recipes, ${itemCount} ingredient records`,
);
console.log(
  `median ${median.toFixed(1)} ms, worst ${times[RUNS - 1]!.toFixed(1)} ms (${RUNS} runs, after one warm-up)`,
);
console.log(
  `of which checking and parsing the XML (fast-xml-parser): median ${parsing[Math.floor(RUNS / 2)]!.toFixed(1)} ms`,
);
console.log(
  `CPU time: median ${cpuMedian.toFixed(1)} ms (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
);
console.log(median < 300 ? 'within the 300 ms budget' : 'OVER the 300 ms budget (wall time)');
