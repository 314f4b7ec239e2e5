// The club bench's load: simulated brewers, each its own signed-in user in a closed loop (an action, then
// a think time), with a mix of what brewers do on the app's screens; and devices posting a reading every
// 15 s to their secret URLs. Every request's time is recorded under its route pattern, with its errors
// (any answer but 2xx, or no answer).
import { percentile } from './bench-runs';

/** A brewer of the load: their token and the ids they open. */
export interface Brewer {
  headers: Record<string, string>;
  recipeIds: string[];
  batchIds: string[];
  /** Their batches that take readings (fermenting, conditioning). */
  openBatchIds: string[];
}

/** One route pattern's figures over the measured window. */
export interface RouteFigures {
  route: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Whether the route writes (its budget is the saves'). */
  write: boolean;
  /** A few of its errors, for the report. */
  samples: string[];
}

/** What browsers send: answers of 1 KB or more come compressed. */
const ACCEPT = { 'accept-encoding': 'br, gzip' };
/** A list or search asks for its first page (ignored by a route without paging). */
const PAGE = 'limit=50';
const CATALOGUE = ['fermentables', 'hops', 'yeasts', 'miscs', 'equipments'] as const;
/** Search terms of one and two letters (no trigram index can serve them) and longer ones. */
const SHORT_TERMS = ['a', 'e', 's', 'm', 'ca', 'pa', 'ma', 'er'];
const LONG_TERMS = ['cascade', 'pale', 'munich', 'citra', 'safale', 'wheat', 'crystal'];
const RECIPE_TERMS = ['ipa', 'a', 'st', 'pale ale', 'stout', 'lager'];

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const termLabel = (term: string) => (term.length <= 2 ? '1-2 letters' : '3+ letters');

/** Times and counts requests by route pattern within the measured window. */
export class Recorder {
  readonly #times = new Map<string, number[]>();
  readonly #errors = new Map<string, string[]>();
  #from = Number.POSITIVE_INFINITY;
  #to = Number.POSITIVE_INFINITY;

  /** Counts requests started from now for `seconds`. */
  measure(seconds: number): void {
    this.#from = performance.now();
    this.#to = this.#from + seconds * 1000;
  }

  get measuring(): boolean {
    return performance.now() < this.#to;
  }

  /** Waits `ms`, or less when the measured window ends sooner. */
  wait(ms: number): Promise<void> {
    const left = this.#to - performance.now();
    return new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, left))));
  }

  /** Sends a request and records it under `route`; the answer's body as text (undefined on an error). */
  async send(
    route: string,
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<string | undefined> {
    const started = performance.now();
    let error: string | undefined;
    let text: string | undefined;
    try {
      const response = await fetch(url, { ...init, headers: { ...ACCEPT, ...init.headers } });
      text = await response.text();
      if (!response.ok) error = `${response.status} ${text.slice(0, 120)}`;
    } catch (caught) {
      error = String((caught as Error).cause ?? caught);
    }
    if (started >= this.#from && started < this.#to) {
      const times = this.#times.get(route) ?? [];
      this.#times.set(route, times);
      times.push(performance.now() - started);
      if (error) this.#errors.set(route, [...(this.#errors.get(route) ?? []), error]);
    }
    return error ? undefined : text;
  }

  /** The figures of every route, by route pattern. */
  figures(): RouteFigures[] {
    return [...this.#times]
      .map(([route, times]) => {
        times.sort((a, b) => a - b);
        const errors = this.#errors.get(route) ?? [];
        return {
          route,
          count: times.length,
          errors: errors.length,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          write: !route.startsWith('GET'),
          samples: [...new Set(errors)].slice(0, 3),
        };
      })
      .sort((a, b) => a.route.localeCompare(b.route));
  }
}

/** One brewer's next action on `base`: what they open, search or save. */
function actions(base: string, brewer: Brewer, recorder: Recorder, thinkMs: () => number) {
  const get = (route: string, path: string) =>
    recorder.send(route, `${base}${path}`, { headers: brewer.headers });
  const write = (route: string, method: string, path: string, body: object) =>
    recorder.send(route, `${base}${path}`, {
      method,
      headers: { ...brewer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const catalogueSearch = () => {
    const term = pick([...SHORT_TERMS, ...LONG_TERMS]);
    return get(
      `GET /api/{kind}/search (${termLabel(term)})`,
      `/api/${pick(CATALOGUE)}/search?searchTerm=${encodeURIComponent(term)}&${PAGE}`,
    );
  };
  const search = (list: 'recipes' | 'batches') =>
    get(
      `GET /api/${list}/search`,
      `/api/${list}/search?searchTerm=${encodeURIComponent(pick(RECIPE_TERMS))}&${PAGE}`,
    );
  const openBatch = async () => {
    const id = pick(brewer.batchIds);
    await get('GET /api/batches/{id}', `/api/batches/${id}`);
    await get('GET /api/batches/{id}/readings', `/api/batches/${id}/readings?maxPoints=600`);
  };
  const saveRecipe = async () => {
    const id = pick(brewer.recipeIds);
    const text = await get('GET /api/recipes/{id}', `/api/recipes/${id}`);
    if (!text) return;
    const recipe = JSON.parse(text) as { notes: string | null; recipeHops: Array<{ quantity: number }> };
    await sleep(thinkMs());
    // A small edit, as a brewer saves: a hop's amount and the notes (the answer's extra fields are ignored).
    recipe.notes = `Tasting ${new Date().toISOString()}`;
    recipe.recipeHops[0]!.quantity = 10 + Math.round(Math.random() * 10);
    await write('PUT /api/recipes/{id}', 'PUT', `/api/recipes/${id}`, recipe);
  };
  const addReading = () =>
    write('POST /api/batches/{id}/readings', 'POST', `/api/batches/${pick(brewer.openBatchIds)}/readings`, {
      time: new Date().toISOString(),
      gravity: 1.012 + Math.round(Math.random() * 40) / 1000,
      temperature: 18 + Math.round(Math.random() * 20) / 10,
      note: null,
    });
  /** Each action with its weight: how often brewers do it. */
  return [
    [18, () => get('GET /api/{kind}', `/api/${pick(CATALOGUE)}?${PAGE}`)],
    [12, catalogueSearch],
    [8, () => get('GET /api/recipes', `/api/recipes?${PAGE}`)],
    [4, () => search('recipes')],
    [6, () => get('GET /api/batches', `/api/batches?${PAGE}`)],
    [2, () => search('batches')],
    [4, () => get('GET /api/inventory', `/api/inventory?${PAGE}`)],
    [4, () => get('GET /api/library', `/api/library?${PAGE}`)],
    [14, () => get('GET /api/recipes/{id}', `/api/recipes/${pick(brewer.recipeIds)}`)],
    [6, saveRecipe],
    [10, openBatch],
    [4, addReading],
  ] as Array<[number, () => Promise<unknown>]>;
}

/** A brewer's closed loop until `recorder` stops measuring: an action by its weight, then a think time. */
export async function runBrewer(base: string, brewer: Brewer, recorder: Recorder, thinkMs: () => number) {
  const weighted = actions(base, brewer, recorder, thinkMs);
  const total = weighted.reduce((sum, [weight]) => sum + weight, 0);
  // Brewers start spread over one think time, not all at once.
  await sleep(Math.random() * thinkMs());
  while (recorder.measuring) {
    let roll = Math.random() * total;
    for (const [weight, action] of weighted) {
      roll -= weight;
      if (roll >= 0) continue;
      await action();
      break;
    }
    await sleep(thinkMs());
  }
}

/** An iSpindel's body: its gravity, angle, temperature and battery. */
const ispindel = (n: number) =>
  JSON.stringify({
    name: `iSpindel ${n}`,
    angle: 40 + Math.random() * 20,
    temperature: 18.5 + Math.random(),
    gravity: 1.01 + Math.random() * 0.04,
    battery: 3.9,
    RSSI: -70,
  });

/** A device posting to `url` every `intervalMs` (its first post after `offsetMs`) while measuring. */
export async function runDevice(
  url: string,
  n: number,
  recorder: Recorder,
  intervalMs: number,
  offsetMs: number,
) {
  await sleep(offsetMs);
  while (recorder.measuring) {
    const next = performance.now() + intervalMs;
    await recorder.send('POST /api/ingest/{token}', url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: ispindel(n),
    });
    await recorder.wait(next - performance.now());
  }
}
