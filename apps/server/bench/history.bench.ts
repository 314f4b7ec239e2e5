// `npm run bench -w apps/server`: a recipe's history (issue 36). A 40-ingredient recipe with long notes is
// saved 300 times through the API, each save a brewer's small edit (an amount, a line of notes, an added or
// removed hop); prints what its history takes against a whole copy per save, and p50/p95 of opening the
// newest, a middle and the first version and of listing the history, on PGlite and, when reachable,
// PostgreSQL. Budget: the history under a tenth of a copy per save, and p95 under 50 ms.
import type { Recipe } from '@wortsmith/core';
import { historySize } from '../src/routes/recipe-versions/history';
import { buildRecipe } from '../test/factories';
import { onEachDatabase, percentile, timeGets, withBenchApp } from './bench-runs';

const SAVES = 300;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const BUDGET_MS = 50;

async function run(label: string, databaseUrl?: string): Promise<boolean> {
  return withBenchApp(databaseUrl, async ({ app, base, headers }) => {
    const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await app.inject({ method, url, payload, headers });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<Recipe>();
    };
    const body = buildRecipe(
      { name: 'Long-lived Bitter', notes: 'Mash at 66 °C for an hour. '.repeat(150) },
      10,
    );
    let recipe = await call('POST', '/api/recipes', body);
    const whole = JSON.stringify(recipe).length;
    const started = performance.now();
    for (let i = 1; i < SAVES; i++) {
      const next = structuredClone(recipe);
      if (i % 3 === 0) next.recipeHops[i % next.recipeHops.length]!.quantity = 10 + (i % 40);
      else if (i % 3 === 1) next.notes = `${next.notes} Brew ${i}: a little more bitter next time.`;
      else if (next.recipeHops.length > 12) next.recipeHops.pop();
      else
        next.recipeHops.push({
          ...next.recipeHops[0]!,
          id: `dry-${i}`,
          name: `Dry hop ${i}`,
          usageStage: 'Dry Hop',
          boilTime: 0,
        });
      recipe = await call('PUT', `/api/recipes/${recipe.id}`, next);
    }
    const saveMs = (performance.now() - started) / (SAVES - 1);
    const stored = await historySize(app.ctx.db, recipe.id);
    const copies = whole * SAVES;
    console.log(
      `${label}: ${SAVES} versions of a ${(whole / 1024).toFixed(1)} KB recipe take ${(stored / 1024).toFixed(1)} KB (a whole copy per save: ${(copies / 1024).toFixed(0)} KB, ${(copies / stored).toFixed(0)}× more); a save ${saveMs.toFixed(1)} ms on average`,
    );
    let ok = stored < copies / 10;
    const url = `${base}/api/recipes/${recipe.id}/versions`;
    for (const [what, path] of [
      ['the history (list)', url],
      ['the newest version', `${url}/${SAVES}`],
      ['a middle version', `${url}/${SAVES / 2}`],
      ['the first version', `${url}/1`],
    ] as const) {
      const { ms } = await timeGets(path, headers, REQUESTS);
      const p95 = percentile(ms, 95);
      console.log(
        `${label}: GET ${what.padEnd(20)} p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${REQUESTS} requests)`,
      );
      if (p95 >= BUDGET_MS) ok = false;
    }
    console.log(
      `${label}: ${ok ? 'within' : 'OVER'} the budget (a tenth of a copy per save, ${BUDGET_MS} ms p95)`,
    );
    return ok;
  });
}

await onEachDatabase(run);
