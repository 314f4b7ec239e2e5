// The equipment form offers the efficiency the user's completed batches on that equipment reached
// (mean of the last five, with the count), and one click puts it in the Efficiency field.
import { screen, waitFor } from '@testing-library/react';
import type { Batch } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildEquipment } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { batchKeys } from './queries';

/** A batch brewed on `equipmentId` with the efficiency it reached. */
function brewedOn(equipmentId: string, overrides: Partial<Batch>): Batch {
  const batch = buildBatch(overrides);
  return {
    ...batch,
    recipe: { ...batch.recipe, recipeEquipment: { ...batch.recipe.recipeEquipment, id: equipmentId } },
  };
}

// The kettle is the user's copy of an official one: batches brewed on either count.
const kettle = buildEquipment({ officialId: 'official-kettle', efficiency: 75 });
const batches = [
  brewedOn('eq-1', { id: 'b1', status: 'Completed', brewDate: '2026-10-01', brewhouseEfficiency: 64 }),
  brewedOn('official-kettle', {
    id: 'b2',
    status: 'Completed',
    brewDate: '2026-09-01',
    brewhouseEfficiency: 71,
  }),
  // Not counted: still fermenting, another kettle, nothing measured.
  brewedOn('eq-1', { id: 'b3', status: 'Fermenting', brewDate: '2026-11-01', brewhouseEfficiency: 50 }),
  brewedOn('eq-2', { id: 'b4', status: 'Completed', brewDate: '2026-11-01', brewhouseEfficiency: 90 }),
  brewedOn('eq-1', { id: 'b5', status: 'Completed', brewDate: '2026-11-02', brewhouseEfficiency: null }),
];

describe('learned efficiency on the equipment form', () => {
  it('fills the Efficiency field with what the completed batches reached, saved with the form', async () => {
    const { calls } = stubApi({
      'GET /api/equipments/:userId/:id': kettle,
      'GET /api/batches': batches,
      'PUT /api/equipments/:id': kettle,
      'GET /api/equipments': [kettle],
    });
    const { user, router } = renderApp({ route: '/Equipments/user-1/eq-1/edit', session: true });
    const offer = await screen.findByRole('region', { name: 'Learned efficiency' });
    expect(offer).toHaveTextContent(
      'Your last 2 completed batches on Kettle 30 L reached 67.5 % efficiency (planned 75 %).',
    );
    await user.click(screen.getByRole('button', { name: 'Use 67.5 %' }));
    expect(screen.getByLabelText('Efficiency (%)')).toHaveValue('67.5');
    expect(offer).toHaveTextContent('reached 67.5 % efficiency, as planned.');
    expect(screen.queryByRole('button', { name: 'Use 67.5 %' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/EquipmentList'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ efficiency: 67.5 });
  });

  it('opens the edit form with the learned value from the details', async () => {
    stubApi({ 'GET /api/equipments/:userId/:id': kettle, 'GET /api/batches': batches });
    const { user, router } = renderApp({ route: '/Equipments/user-1/eq-1/details', session: true });
    await user.click(await screen.findByRole('button', { name: 'Use 67.5 %' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Equipments/user-1/eq-1/edit'));
    expect(await screen.findByLabelText('Efficiency (%)')).toHaveValue('67.5');
    expect(screen.getByLabelText('Efficiency (%)')).toBeEnabled();
  });

  it('offers nothing without a completed batch on the equipment', async () => {
    stubApi({ 'GET /api/equipments/:userId/:id': buildEquipment(), 'GET /api/batches': batches.slice(2) });
    const { queryClient } = renderApp({ route: '/Equipments/user-1/eq-1/edit', session: true });
    expect(await screen.findByLabelText('Efficiency (%)')).toHaveValue('75');
    await waitFor(() => expect(queryClient.getQueryState(batchKeys.list())?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Learned efficiency' })).toBeNull();
  });
});
