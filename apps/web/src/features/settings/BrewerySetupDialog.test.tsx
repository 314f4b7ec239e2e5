// "Set up your brewery": a new account is offered it once, over the screen it signs in to, with the
// specification's choices preselected; saving or keeping them marks the account set up.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { buildCurrentUser } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';

const newAccount = { ...TEST_SESSION, setUp: false };

describe('BrewerySetupDialog', () => {
  it("is offered to a new account with the specification's choices, and saves the ones chosen", async () => {
    const { calls } = stubApi({
      'GET /api/equipments': [],
      'PUT /api/users/:id': buildCurrentUser({ volumeUnit: 'gal', ibuMethod: 'staged', setUp: true }),
    });
    const { user } = renderApp({ route: '/RecipeList', session: newAccount });
    const dialog = await screen.findByRole('dialog', { name: 'Set up your brewery' });
    expect(within(dialog).getByLabelText('Weight Unit')).toHaveValue('g');
    expect(within(dialog).getByLabelText('Volume Unit')).toHaveValue('L');
    expect(within(dialog).getByLabelText('Bitterness Method')).toHaveValue('spec');
    await user.selectOptions(within(dialog).getByLabelText('Volume Unit'), 'gal');
    await user.selectOptions(within(dialog).getByLabelText('Bitterness Method'), 'staged');
    await user.click(within(dialog).getByRole('button', { name: 'Save and start' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      weightUnit: 'g',
      volumeUnit: 'gal',
      ibuMethod: 'staged',
      colorMethod: 'spec',
      defaultEquipmentId: null,
      setUp: true,
    });
    expect(getSession()).toMatchObject({ volumeUnit: 'gal', setUp: true });
  });

  it('keeps the preselected choices with "Keep these", and is not offered to an account set up', async () => {
    const { calls } = stubApi({
      'GET /api/equipments': [],
      'PUT /api/users/:id': buildCurrentUser({ setUp: true }),
    });
    const { user, unmount } = renderApp({ route: '/Main', session: newAccount });
    const dialog = await screen.findByRole('dialog', { name: 'Set up your brewery' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep these' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ setUp: true }]);
    unmount();

    renderApp({ route: '/Main', session: { ...TEST_SESSION, setUp: true } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Set up your brewery' })).not.toBeInTheDocument();
  });
});
