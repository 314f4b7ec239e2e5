// A new recipe starts with the user's default equipment applied (issue 14); without one, or when it is
// gone, the blank recipe of the specification.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { RecipeEditorPage } from './RecipeEditorPage';
import { catalogueEquipments, waterRoutes } from './test-support/fixtures';

function renderNew(defaultEquipmentId: string | null) {
  return renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/new',
    path: '/Recipes/new',
    session: { ...TEST_SESSION, defaultEquipmentId },
  });
}

describe('default equipment', () => {
  it('is applied to a new recipe: its name, volumes, efficiency and times', async () => {
    const { calls } = stubApi({ ...waterRoutes, 'GET /api/equipments': catalogueEquipments });
    renderNew('ce-1');
    expect(await screen.findByLabelText('Equipment')).toHaveValue('Grainfather G30');
    expect(screen.getByLabelText('Batch Volume (L)')).toHaveValue('23');
    expect(screen.getByLabelText('Brew. Efficiency %')).toHaveValue('72');
    expect(screen.getByLabelText('Boil Time')).toHaveValue('90');
    // 23 L + 1.5 trub + 0.5 dead space + 2 L/h x 1.5 h boil off.
    expect(screen.getByLabelText('Pre Boil Volume')).toHaveValue('28.000 L');
    expect(calls.filter((call) => call.path === '/api/equipments')).toHaveLength(1);
  });

  it('leaves the blank recipe when the equipment is no longer listed', async () => {
    stubApi({ ...waterRoutes, 'GET /api/equipments': catalogueEquipments });
    renderNew('gone');
    expect(await screen.findByLabelText('Batch Volume (L)')).toHaveValue('20');
    expect(screen.getByLabelText('Equipment')).toHaveValue('');
  });

  it('asks for no equipment list without a default', async () => {
    const { calls } = stubApi({ ...waterRoutes });
    renderNew(null);
    expect(await screen.findByLabelText('Batch Volume (L)')).toHaveValue('20');
    expect(calls.map((call) => call.path)).toEqual(['/api/waters']);
  });
});
