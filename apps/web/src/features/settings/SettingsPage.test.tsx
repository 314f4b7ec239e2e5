// Settings: the weight unit select, the PUT it sends, the toast, the merge into the session record,
// and the quantity label that follows the unit (grams or oz).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { buildCurrentUser } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';

describe('SettingsPage', () => {
  it('saves the weight unit, toasts, merges it into the session and relabels quantities', async () => {
    const { calls } = stubApi({ 'PUT /api/users/:id': buildCurrentUser({ weightUnit: 'oz' }) });
    const { user } = renderApp({ route: '/Settings', session: true });
    const select = await screen.findByLabelText('Weight Unit');
    expect(select).toHaveValue('g');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['oz', 'g']);
    expect(screen.getByText(/\(grams\)/)).toBeInTheDocument();

    await user.selectOptions(select, 'oz');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/users/user-1');
    expect(calls[0]?.body).toEqual({ weightUnit: 'oz' });
    expect(getSession()).toEqual({ ...TEST_SESSION, weightUnit: 'oz' });
    await waitFor(() => expect(screen.getByText(/\(oz\)/)).toBeInTheDocument());
  });

  it('starts from the stored unit and keeps it when the update fails', async () => {
    stubApi({ 'PUT /api/users/:id': reply(500) });
    const { user } = renderApp({ route: '/Settings', session: { ...TEST_SESSION, weightUnit: 'oz' } });
    const select = await screen.findByLabelText('Weight Unit');
    expect(select).toHaveValue('oz');
    expect(screen.getByText(/\(oz\)/)).toBeInTheDocument();
    await user.selectOptions(select, 'g');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user.')).toBeInTheDocument();
    expect(getSession()?.weightUnit).toBe('oz');
  });
});
