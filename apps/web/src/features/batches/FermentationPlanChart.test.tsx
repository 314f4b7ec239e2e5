// The batch screen's fermentation plan (issue 35): the day of the plan and the step the batch is in
// today, counted from the brew date, in the brewer's unit; the planned temperature and the dry hops on
// the chart, the dry hops said in words; before, after and without a brew date.
import { screen } from '@testing-library/react';
import type { FermentationStep, RecipeHop } from '@wortsmith/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBatch, buildReading, buildSnapshot } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';

const plan: FermentationStep[] = [
  { id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14 },
  { id: 'd', name: 'Diacetyl rest', kind: 'diacetylRest', temperature: 21, days: 3, rampDays: 1 },
  { id: 'c', name: 'Cold crash', kind: 'coldCrash', temperature: 1, days: 4 },
];

// Noon on 6 March 2025, local time: the brew date 2 March makes it 4.5 days after pitching, day 5.
const NOW = new Date(2025, 2, 6, 12);

function renderBatch(
  brewDate: string | null,
  readings = [buildReading({ time: new Date(2025, 2, 3).toISOString() })],
) {
  const recipe = buildSnapshot({
    fermentationSteps: plan,
  });
  const citra = {
    ...(recipe.recipeHops[0] as RecipeHop),
    id: 'dh',
    name: 'Citra',
    usageStage: 'Dry Hop' as const,
  };
  recipe.recipeHops = [...recipe.recipeHops, { ...citra, boilTime: 0, dryHopStart: 3 * 1440 }];
  stubApi({
    'GET /api/batches/:id': buildBatch({ status: 'Fermenting', brewDate, recipe }),
    'GET /api/batches/:id/readings': readings,
  });
  return renderApp({ route: '/Batches/batch-1', session: { ...TEST_SESSION, temperatureUnit: 'F' } });
}

describe('the batch’s fermentation plan', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the day of the plan and the step today, and draws the plan and the dry hop', async () => {
    renderBatch('2025-03-02');
    const today = await screen.findByRole('status', { name: 'Fermentation plan today' });
    expect(today).toHaveTextContent('Day 5 of 21Primary, day 5 of 14, 66 °F');
    const chart = await screen.findByRole('img', { name: /^Fermentation chart/ });
    expect(chart).toHaveAccessibleName(
      /1 readings .*, planned temperature 66 °F to 70 °F to 34 °F over 3 steps, dry hops on day 4$/,
    );
    expect(screen.getByText(/^Dry hops:/)).toHaveTextContent(
      'Dry hops: Citra on day 4 (3 days after pitching).',
    );
  });

  it('draws the plan before the first reading', async () => {
    renderBatch('2025-03-02', []);
    expect(await screen.findByText(/No readings yet/)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^Fermentation chart: 0 readings.*planned temperature/ }),
    ).toBeInTheDocument();
  });

  it('says when the plan is ahead or done', async () => {
    const { unmount } = renderBatch('2025-03-10');
    expect(await screen.findByRole('status', { name: 'Fermentation plan today' })).toHaveTextContent(
      'The 21-day plan starts on the brew date.',
    );
    unmount();
    renderBatch('2025-02-01');
    expect(await screen.findByRole('status', { name: 'Fermentation plan today' })).toHaveTextContent(
      'Day 34the 21-day plan is done.',
    );
  });

  it('asks for a brew date to follow the plan', async () => {
    renderBatch(null);
    expect(
      await screen.findByText('Set the brew date to follow the 21-day fermentation plan day by day.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Fermentation plan today' })).not.toBeInTheDocument();
  });
});
