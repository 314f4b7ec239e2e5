// Settings › a brewer's preferences (issue 14): each select shows the current choice, Save sends the
// weight unit plus what changed, merges it into the session, shows progress on the button and cannot
// be pressed twice; a failed save keeps the session as it was.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { buildCurrentUser, buildEquipment } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

const equipments = [
  buildEquipment({
    id: '11111111-1111-4111-8111-111111111111',
    userId: 'official',
    name: 'Anvil Foundry 6.5',
  }),
  buildEquipment({ id: '22222222-2222-4222-8222-222222222222', userId: 'user-1', name: 'My Kettle' }),
];

/** Expects each select, found by its label, to show the value beside it. */
function expectChoices(choices: Record<string, string>) {
  for (const [label, value] of Object.entries(choices)) {
    expect(screen.getByLabelText(label)).toHaveValue(value);
  }
}

describe('Settings preferences', () => {
  it('shows the defaults, saves the changed ones with the weight unit and merges them into the session', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubApi({
      'GET /api/equipments': equipments,
      'PUT /api/users/:id': async () => {
        await answered;
        return buildCurrentUser({
          volumeUnit: 'gal',
          colorMethod: 'morey',
          defaultEquipmentId: '22222222-2222-4222-8222-222222222222',
        });
      },
    });
    const { user } = renderApp({ route: '/Settings', session: true });
    await screen.findByLabelText('Volume Unit');
    expectChoices({
      'Volume Unit': 'L',
      'Temperature Unit': 'C',
      'Color Unit': 'EBC',
      'Gravity Unit': 'SG',
      'Color Method': 'spec',
      'Bitterness Method': 'spec',
      'Default Equipment': '',
    });
    await screen.findByRole('option', { name: 'My Kettle' });

    await user.selectOptions(screen.getByLabelText('Volume Unit'), 'gal');
    await user.selectOptions(screen.getByLabelText('Color Method'), 'morey');
    await user.selectOptions(screen.getByLabelText('Default Equipment'), 'My Kettle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    release();
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(screen.queryByText('User updated successfully.')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      weightUnit: 'g',
      volumeUnit: 'gal',
      colorMethod: 'morey',
      defaultEquipmentId: '22222222-2222-4222-8222-222222222222',
    });
    expect(getSession()).toMatchObject({
      volumeUnit: 'gal',
      colorMethod: 'morey',
      defaultEquipmentId: '22222222-2222-4222-8222-222222222222',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('starts from the stored choices, keeps the saved equipment shown while the list loads, and None clears it', async () => {
    const { calls } = stubApi({
      'GET /api/equipments': equipments,
      'PUT /api/users/:id': buildCurrentUser({
        volumeUnit: 'gal',
        temperatureUnit: 'F',
        colorUnit: 'SRM',
        gravityUnit: 'Plato',
        ibuMethod: 'staged',
      }),
    });
    const stored = {
      ...TEST_SESSION,
      volumeUnit: 'gal',
      temperatureUnit: 'F',
      colorUnit: 'SRM',
      gravityUnit: 'Plato',
      colorMethod: 'spec',
      ibuMethod: 'staged',
      defaultEquipmentId: equipments[0]!.id,
    } as const;
    const { user } = renderApp({ route: '/Settings', session: stored });
    const equipment = await screen.findByLabelText('Default Equipment');
    expect(equipment).toHaveValue(equipments[0]!.id);
    await screen.findByRole('option', { name: 'Anvil Foundry 6.5' });
    expect(equipment).toHaveValue(equipments[0]!.id);
    expectChoices({
      'Volume Unit': 'gal',
      'Temperature Unit': 'F',
      'Color Unit': 'SRM',
      'Gravity Unit': 'Plato',
      'Color Method': 'spec',
      'Bitterness Method': 'staged',
    });

    await user.selectOptions(equipment, 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      weightUnit: 'g',
      defaultEquipmentId: null,
    });
    expect(getSession()?.defaultEquipmentId).toBeNull();
  });

  it('saves the currency, offers the common ones and keeps a saved one beyond them', async () => {
    const { calls } = stubApi({
      'GET /api/equipments': equipments,
      'PUT /api/users/:id': buildCurrentUser({ currency: 'USD' }),
    });
    const { user } = renderApp({ route: '/Settings', session: { ...TEST_SESSION, currency: 'HUF' } });
    const currency = await screen.findByLabelText('Currency');
    expect(currency).toHaveValue('HUF');
    expect(screen.getByRole('option', { name: /^GBP/ })).toBeInTheDocument();
    await user.selectOptions(currency, 'USD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ weightUnit: 'g', currency: 'USD' });
    expect(getSession()?.currency).toBe('USD');
  });

  it('keeps the session as it was when the save fails', async () => {
    stubApi({ 'GET /api/equipments': equipments, 'PUT /api/users/:id': reply(500) });
    const { user } = renderApp({ route: '/Settings', session: true });
    await user.selectOptions(await screen.findByLabelText('Temperature Unit'), 'F');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user.')).toBeInTheDocument();
    expect(getSession()?.temperatureUnit).toBeUndefined();
  });
});
