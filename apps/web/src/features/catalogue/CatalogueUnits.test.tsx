// Catalogue forms and lists in a brewer's own units (issue 14): labels carry the unit, values are
// shown and typed in it, limits are checked and stated in it, and what is saved is canonical (L, °C,
// EBC) without drift; a value saved unchanged keeps exactly what was stored.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEquipment, buildFermentable } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { fillIn, retype } from '../../test/typing';

const imperial = { ...TEST_SESSION, volumeUnit: 'gal', temperatureUnit: 'F', colorUnit: 'SRM' } as const;
const body = (calls: { method: string; body: unknown }[], method: string) =>
  calls.find((call) => call.method === method)?.body as Record<string, unknown>;

describe('catalogue forms in gallons, °F and SRM', () => {
  it('adds equipment typed in gallons and °F, checking the limit in °F, and saves litres and °C', async () => {
    const { calls } = stubApi({
      'POST /api/equipments': reply(201, buildEquipment()),
      'GET /api/equipments': [],
    });
    const { user, router } = renderApp({ route: '/Equipments/new', session: imperial });
    await screen.findByRole('heading', { name: 'Add New Equipment' });
    expect(screen.getByLabelText('Boil Temperature (°F)')).toHaveValue('212');
    await fillIn(user, {
      Name: 'Kettle 5 gal',
      'Batch Volume (gal)': '5',
      'Batch Time (minutes)': '240',
      'Boil Time (minutes)': '60',
    });
    await retype(user, screen.getByLabelText('Boil Temperature (°F)'), '213');
    await fillIn(user, {
      'Boil Off (gal)': '0.75',
      'Trub Loss (gal)': '0.25',
      'Dead Space (gal)': '0',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Boil temperature must be between 32 and 212°F.')).not.toHaveLength(0);

    await retype(user, screen.getByLabelText('Boil Temperature (°F)'), '203');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/EquipmentList'));
    const saved = body(calls, 'POST');
    expect(saved.batchVolume).toBeCloseTo(18.92705, 9);
    expect(saved.boilTemperature).toBeCloseTo(95, 9);
    expect(saved.boilOff).toBeCloseTo(2.8390575, 9);
    expect(saved.batchTime).toBe(240);
  });

  it('shows stored equipment in gallons and °F as typed (5 gal, 152 °F) and saves it unchanged', async () => {
    const stored = buildEquipment({
      batchVolume: 5 * 3.78541,
      boilTemperature: ((152 - 32) * 5) / 9,
      trubLoss: 1,
    });
    const { calls } = stubApi({
      'GET /api/equipments/:userId/:id': stored,
      'PUT /api/equipments/:id': stored,
      'GET /api/equipments': [],
    });
    const { user, router } = renderApp({ route: '/Equipments/user-1/eq-1/edit', session: imperial });
    expect(await screen.findByLabelText('Batch Volume (gal)')).toHaveValue('5');
    expect(screen.getByLabelText('Boil Temperature (°F)')).toHaveValue('152');
    expect(screen.getByLabelText('Trub Loss (gal)')).toHaveValue('0.26');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/EquipmentList'));
    // Every value shown back unchanged is the stored one, to the last bit: no drift, however many saves.
    expect(body(calls, 'PUT')).toMatchObject({
      batchVolume: stored.batchVolume,
      boilTemperature: stored.boilTemperature,
      trubLoss: 1,
    });
  });

  it('labels and shows the fermentable colour in SRM, in the form and the list summary', async () => {
    stubApi({
      'GET /api/fermentables': [buildFermentable({ ebc: 19.7 })],
      'GET /api/fermentables/:userId/:id': buildFermentable({ ebc: 19.7 }),
    });
    renderApp({ route: '/FermentableList', session: imperial });
    const row = await screen.findByText('Maris Otter');
    expect(row).toBeInTheDocument();
    expect(screen.getByText('SRM:')).toBeInTheDocument();
    expect(screen.getByText('SRM:').parentElement).toHaveTextContent('SRM: 10');
    expect(screen.queryByText('EBC:')).toBeNull();
  });
});
