// Keystroke bench of the recipe screen (run by `npm run bench -w apps/web` through bench/run.mjs):
// a recipe with 40 ingredients and its water treated, 50 keystrokes into a quantity field, each measured
// with React's <Profiler> (render time of the commits the keystroke causes) in happy-dom, React
// development build.
// Budget: median under 16 ms (one frame at 60 Hz). Prints the median and the worst keystroke.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { bench, describe, vi } from 'vitest';
import { RecipeEditorPage } from '../src/features/recipes/editor/RecipeEditorPage';
import {
  bigRecipe,
  treatedTapWater,
  waterRoutes,
} from '../src/features/recipes/editor/test-support/fixtures';
import { renderWithProviders } from '../src/test/render';
import { stubApi } from '../src/test/stub-api';

const KEYSTROKES = 50;
const BUDGET_MS = 16;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function keystrokeBench(what: string, label: string) {
  describe(`recipe screen, 40 ingredients: keystroke in ${what}`, () => {
    let renderMs = 0;
    let samples: number[] = [];
    let input: HTMLInputElement | null = null;
    let base = '';
    let step = 0;
    const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
      renderMs += actualDuration;
    };

    // Vitest runs no beforeAll/afterAll hooks in bench mode: tinybench's setup and teardown do the work.
    const setup = async () => {
      samples = [];
      if (input) return;
      stubApi({ ...waterRoutes, 'GET /api/recipes/:id': { ...bigRecipe(10), water: treatedTapWater } });
      renderWithProviders(
        <Profiler id="recipe-screen" onRender={onRender}>
          <RecipeEditorPage />
        </Profiler>,
        { route: '/Recipes/recipe-1/edit', path: '/Recipes/:id/:mode', session: true },
      );
      await screen.findByDisplayValue('Copper IPA');
      input = screen.getByLabelText(label) as HTMLInputElement;
      base = input.value;
    };

    const teardown = (_task: unknown, mode?: 'run' | 'warmup') => {
      if (mode !== 'run') return;
      const mid = median(samples);
      const worst = Math.max(...samples);
      console.log(
        `render-keystroke, ${what}: React render per keystroke median ${mid.toFixed(2)} ms, worst ${worst.toFixed(2)} ms ` +
          `(${samples.length} keystrokes, Profiler actualDuration, happy-dom; budget median < ${BUDGET_MS} ms)`,
      );
      cleanup();
      vi.unstubAllGlobals();
      window.localStorage.clear();
      if (mid >= BUDGET_MS)
        throw new Error(`render-keystroke: median ${mid.toFixed(2)} ms is over ${BUDGET_MS} ms`);
    };

    bench(
      'one keystroke (event to commit)',
      () => {
        const field = input!;
        // Type one more digit, and every fourth keystroke go back, so each keystroke changes the quantity.
        step++;
        const value = step % 4 === 0 ? base : `${field.value}${(step % 9) + 1}`;
        renderMs = 0;
        act(() => {
          fireEvent.change(field, { target: { value } });
        });
        samples.push(renderMs);
      },
      { iterations: KEYSTROKES, time: 0, warmupIterations: 5, warmupTime: 0, setup, teardown },
    );
  });
}

// A fermentable is the worst case (every share and, through the OG, every hop IBU follows); a misc is the usual one.
keystrokeBench('a fermentable quantity', 'Quantity of Pale Ale Malt #1 (grams)');
keystrokeBench('a misc quantity', 'Quantity of Irish Moss #1 (grams)');
