// The catalogue form screen for every kind: titles, unit labels, validation messages (first one
// toasted), defaults, loading (zero stays zero), view mode, saving with itemUserId, and navigation.

import { screen, waitFor } from '@testing-library/react';
import { OFFICIAL_USER_ID } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildEquipment, buildFermentable, buildMisc } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { fillIn, retype } from '../../test/typing';

function toastText(): string | null | undefined {
  return document.querySelector('.Toastify__toast--error')?.textContent;
}

describe('catalogue forms', () => {
  it('adds equipment: unit labels, required messages with the first toasted, then a saved payload', async () => {
    const { calls } = stubApi({
      'POST /api/equipments': reply(201, buildEquipment()),
      'GET /api/equipments': [],
    });
    const { user, router } = renderApp({ route: '/Equipments/new', session: true });
    expect(await screen.findByRole('heading', { name: 'Add New Equipment' })).toBeInTheDocument();
    for (const label of [
      'Batch Volume (L)',
      'Batch Time (minutes)',
      'Boil Time (minutes)',
      'Boil Temperature (°C)',
      'Trub Loss (L)',
      'Dead Space (L)',
      'Efficiency (%)',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch volume is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name must not be empty.');
    await waitFor(() => expect(toastText()).toBe('Name must not be empty.'));

    await fillIn(user, {
      Name: 'Kettle 30 L',
      'Efficiency (%)': '2000',
      'Batch Volume (L)': '20',
      'Batch Time (minutes)': '0',
      'Boil Time (minutes)': '60',
      'Boil Temperature (°C)': '120',
      'Boil Off (L)': '3,5',
      'Trub Loss (L)': '1',
      'Dead Space (L)': '0',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Efficiency must be between 0 and 1.100.')).not.toHaveLength(0);
    expect(screen.getByText('Boil temperature must be between 0 and 100°C.')).toBeInTheDocument();

    await retype(user, screen.getByLabelText('Efficiency (%)'), '72');
    await retype(user, screen.getByLabelText('Boil Temperature (°C)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/EquipmentList'));
    expect(await screen.findByText('Equipment added successfully.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Kettle 30 L',
      description: null,
      efficiency: 72,
      batchVolume: 20,
      batchTime: 0,
      boilTime: 60,
      boilTemperature: 100,
      boilOff: 3.5,
      trubLoss: 1,
      deadSpace: 0,
      grainAbsorption: null,
      mashThickness: null,
      spargeMethod: null,
      mashTunHeatCapacity: null,
      fermenterLoss: null,
      itemUserId: 'user-1',
    });
  });

  it('keeps zeros as zeros when a record loads, and shows it read-only in view mode', async () => {
    stubApi({ 'GET /api/equipments/:userId/:id': buildEquipment({ batchTime: 0, deadSpace: 0 }) });
    renderApp({ route: '/Equipments/user-1/eq-1/details', session: true });
    expect(await screen.findByRole('heading', { name: 'Equipment Details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Batch Time (minutes)')).toHaveValue('0');
    expect(screen.getByLabelText('Dead Space (L)')).toHaveValue('0');
    expect(screen.getByLabelText('Name')).toHaveValue('Kettle 30 L');
    for (const control of screen.getAllByRole('textbox')) expect(control).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/Equipments/user-1/eq-1/edit',
    );
  });

  it('goes back to the list when the record cannot be loaded', async () => {
    stubApi({ 'GET /api/equipments/:userId/:id': reply(404), 'GET /api/equipments': [] });
    const { router } = renderApp({ route: '/Equipments/user-1/missing/edit', session: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/EquipmentList'));
    expect(await screen.findByText('Error loading equipment')).toBeInTheDocument();
  });

  it('validates fermentable colour and extract with the SPEC messages', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/Fermentables/new', session: true });
    await fillIn(user, {
      Name: 'Pale',
      'Color Degree (EBC)': '-1',
      'Potential Extract (SG)': '101',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Potential Extract must be at most 100.')).toBeInTheDocument();
    expect(screen.getAllByText('Color Degree cannot be negative.').length).toBeGreaterThan(0);
    await waitFor(() => expect(toastText()).toBe('Color Degree cannot be negative.'));
    await retype(user, screen.getByLabelText('Color Degree (EBC)'), '1001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Color Degree must be at most 1000.')).not.toHaveLength(0);
  });

  it('starts a hop on the disabled "Boil" use type, which fails with "Invalid use type"', async () => {
    const { calls } = stubApi({});
    const { user } = renderApp({ route: '/Hops/new', session: true });
    const useType = await screen.findByLabelText('Use Type');
    expect(useType).toHaveValue('Boil');
    expect(screen.getByRole('option', { name: 'Boil' })).toBeDisabled();
    // The select says a real use type is still needed (PRODUCT.md).
    expect(
      screen.getByText('Boil is only the starting value: choose Aroma, Bittering or Dual-purpose.'),
    ).toBeInTheDocument();
    await fillIn(user, {
      Name: 'Citra',
      Supplier: 'Yakima Chief',
      'Alpha Acid (%)': '-2',
      'Beta Acid (%)': '101',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Invalid use type')).not.toHaveLength(0);
    expect(screen.getByText('Alpha acid content cannot be negative.')).toBeInTheDocument();
    expect(screen.getByText('Beta acid content cannot exceed 100.')).toBeInTheDocument();
    await waitFor(() => expect(toastText()).toBe('Invalid use type'));
    expect(calls).toHaveLength(0);
  });

  it('starts a new equipment at 72 % efficiency and 100 °C, leaving the kit sizes to the brewer', async () => {
    stubApi({});
    renderApp({ route: '/Equipments/new', session: true });
    expect(await screen.findByLabelText('Efficiency (%)')).toHaveValue('72');
    expect(screen.getByLabelText('Boil Temperature (°C)')).toHaveValue('100');
    expect(screen.getByLabelText('Batch Volume (L)')).toHaveValue('');
    expect(screen.getByLabelText('Boil Time (minutes)')).toHaveValue('');
  });

  it('shows details as a sheet: an empty value reads as a dash, and nothing can be edited', async () => {
    stubApi({ 'GET /api/equipments/:userId/:id': buildEquipment({ description: null }) });
    renderApp({ route: '/Equipments/user-1/eq-1/details', session: true });
    const description = await screen.findByLabelText('Description');
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', '—');
    expect(description).toBeDisabled();
    expect(screen.getByLabelText('Efficiency (%)')).toHaveValue('75');
  });

  it('starts a new yeast as Ale, Dry, Low and checks attenuation', async () => {
    stubApi({});
    const { user } = renderApp({ route: '/Yeasts/new', session: true });
    expect(await screen.findByLabelText('Type')).toHaveValue('Ale');
    expect(screen.getByLabelText('Form')).toHaveValue('Dry');
    expect(screen.getByLabelText('Flocculation')).toHaveValue('Low');
    await user.type(screen.getByLabelText('Name'), 'US-05');
    await user.type(screen.getByLabelText('Attenuation (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Attenuation must be at most 100%')).not.toHaveLength(0);
  });

  it("updates a misc, keeping the fields the form does not edit and the record's owner", async () => {
    const misc = buildMisc({
      userId: 'user-1',
      supplier: 'BrewShop',
      countryOfOrigin: 'Ireland',
      useType: 'Boil',
    });
    const { calls } = stubApi({
      'GET /api/miscs/:userId/:id': misc,
      'PUT /api/miscs/:id': misc,
      'GET /api/miscs': [misc],
    });
    const { user, router } = renderApp({ route: '/Miscs/user-1/misc-1/edit', session: true });
    expect(await screen.findByRole('heading', { name: 'Update Misc' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Name');
    expect(screen.queryByLabelText('Supplier')).not.toBeInTheDocument();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Name must not be empty.')).not.toHaveLength(0);
    await user.type(name, 'Whirlfloc');
    await user.selectOptions(screen.getByLabelText('Type'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/MiscList'));
    expect(await screen.findByText('Misc updated successfully.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/miscs/misc-1');
    expect(put?.body).toEqual({
      name: 'Whirlfloc',
      description: 'Kettle fining.',
      type: 'Other',
      supplier: 'BrewShop',
      countryOfOrigin: 'Ireland',
      useType: 'Boil',
      itemUserId: 'user-1',
    });
  });

  it("saves an edited official item with the official owner's id as itemUserId", async () => {
    const malt = buildFermentable({ id: 'f1', ebc: 0 });
    const { calls } = stubApi({
      'GET /api/fermentables/:userId/:id': malt,
      'PUT /api/fermentables/:id': malt,
      'GET /api/fermentables': [malt],
    });
    const { user, router } = renderApp({ route: `/Fermentables/${OFFICIAL_USER_ID}/f1/edit`, session: true });
    expect(await screen.findByLabelText('Color Degree (EBC)')).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/FermentableList'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      ebc: 0,
      itemUserId: OFFICIAL_USER_ID,
    });
    expect(await screen.findByText('Fermentable updated successfully.')).toBeInTheDocument();
  });

  it('stays on the form with the helper toast when a save fails', async () => {
    stubApi({ 'POST /api/hops': reply(500) });
    const { user, router } = renderApp({ route: '/Hops/new', session: true });
    await user.type(await screen.findByLabelText('Name'), 'Citra');
    await user.type(screen.getByLabelText('Supplier'), 'Yakima Chief');
    await user.selectOptions(screen.getByLabelText('Use Type'), 'Aroma');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error adding hop')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Hops/new');
  });
});
