// Brew mode at the pitch (issue 35): the fermenter's first temperature from the batch's fermentation
// plan, in the brewer's unit, and the plan after it, step by step with the days of the plan.
import { screen, within } from '@testing-library/react';
import { EMPTY_BREW_SESSION, type FermentationStep } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildSnapshot } from '../../test/fixtures';
import { renderWithProviders, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { BrewModePage } from './BrewModePage';

const plan: FermentationStep[] = [
  { id: 'p', name: 'Primary', kind: 'primary', temperature: 18, days: 10 },
  { id: 'r', name: 'Diacetyl rest', kind: 'diacetylRest', temperature: 21, days: 3, rampDays: 1 },
  { id: 'c', name: 'Cold crash', kind: 'coldCrash', temperature: 1, days: 2 },
];

function renderPitch(fermentationSteps: FermentationStep[], session = TEST_SESSION) {
  const recipe = buildSnapshot({
    fermentationSteps,
  });
  stubApi({
    'GET /api/batches/:id': buildBatch({ id: 'b1', recipe }),
    'GET /api/batches/:id/brew': {
      ...EMPTY_BREW_SESSION,
      currentStepId: 'pitch',
      updatedAt: null,
    },
  });
  renderWithProviders(<BrewModePage />, { route: '/Batches/b1/brew', path: '/Batches/:id/brew', session });
}

describe('brew mode at the pitch', () => {
  it('says what to set the fermenter to and lists the plan after it', async () => {
    renderPitch(plan, { ...TEST_SESSION, temperatureUnit: 'F' });
    expect(await screen.findByRole('heading', { name: 'Pitch the yeast', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Set the fermenter to').nextSibling).toHaveTextContent('64 °F');
    const list = screen.getByRole('region', { name: 'Fermentation plan' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Primary 64 °F10 days · days 1–10',
      'Diacetyl rest 70 °F3 days, ramp 1 day · days 11–13',
      'Cold crash 34 °F2 days · days 14–15',
    ]);
  });

  it('makes up no temperature when the recipe has no plan', async () => {
    renderPitch([]);
    expect(await screen.findByRole('heading', { name: 'Pitch the yeast', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Set the fermenter to')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fermentation plan' })).not.toBeInTheDocument();
  });
});
