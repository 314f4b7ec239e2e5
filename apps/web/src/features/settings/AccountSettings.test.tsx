// Settings › Account: the password change (SPEC §5 messages, "Password updated successfully.", the new
// token kept), the profile, sign out everywhere, the export download and the guarded account deletion.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { DEFAULT_PREFERENCES } from '@wortsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { buildCurrentUser, buildLoginAnswer } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, stubApi } from '../../test/stub-api';
import { fillIn, retype } from '../../test/typing';

const DEFAULT_SKIPPED = {
  equipments: 0,
  fermentables: 0,
  hops: 0,
  miscs: 0,
  yeasts: 0,
  waters: 0,
  recipes: 0,
  batches: 0,
};

/** Fills the password form (the confirmation repeats the new password unless given) and sends it. */
async function changePassword(user: UserEvent, current: string, password: string, confirm = password) {
  await fillIn(user, {
    'Current Password': current,
    'New Password': password,
    'Confirm Password': confirm,
  });
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Settings › Account', () => {
  it('changes the password, toasts "Password updated successfully." and keeps the new token', async () => {
    const { calls } = stubApi({
      'PUT /api/users/:id/password': {
        message: 'Password updated successfully.',
        ...buildLoginAnswer('new-token'),
      },
    });
    const { user } = renderApp({ route: '/Settings', session: true });
    await changePassword(user, 'Old1pass!', 'weak');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long, with a number and a mix of uppercase and lowercase letters.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await retype(user, screen.getByLabelText('New Password'), 'NewPassw0rd');
    await retype(user, screen.getByLabelText('Confirm Password'), 'NewPassw0rd!');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();

    await retype(user, screen.getByLabelText('Confirm Password'), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/users/user-1/password',
      body: { currentPassword: 'Old1pass!', password: 'NewPassw0rd' },
    });
    expect(getSession()?.token).toBe('new-token');
    await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveValue(''));
  });

  it("shows the server's reason for a wrong current password and keeps the session", async () => {
    stubApi({
      'PUT /api/users/:id/password': reply(400, { message: 'The current password is not correct.' }),
    });
    const { user } = renderApp({ route: '/Settings', session: true });
    await changePassword(user, 'Wrong1234', 'NewPassw0rd');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(getSession()?.token).toBe(TEST_SESSION.token);
  });

  it('saves the display name and brewery into the session', async () => {
    const { calls } = stubApi({ 'PUT /api/users/:id': buildCurrentUser({ name: 'Ada', brewery: null }) });
    const { user } = renderApp({ route: '/Settings', session: true });
    const name = await screen.findByLabelText('Full Name / Nickname');
    expect(name).toHaveValue('Ada Brewer');
    await retype(user, name, 'Ada');
    await user.clear(screen.getByLabelText('Brewery'));
    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(await screen.findByText('User updated successfully.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Ada', brewery: null });
    expect(getSession()).toMatchObject({ name: 'Ada', brewery: null });
  });

  it('signs out everywhere after a confirmation and returns to the login screen', async () => {
    const { calls } = stubApi({ 'POST /api/users/logoutEverywhere': reply(204) });
    const { user, router } = renderApp({ route: '/Settings', session: true });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.authorization).toBe('Bearer test-token');
    expect(getSession()).toBeNull();
  });

  it('downloads the export as wortsmith-export-<date>.json', async () => {
    const document = {
      format: 'wortsmith-account-export',
      version: 1,
      exportedAt: '2026-11-23T18:00:00.000Z',
      profile: {
        user_id: 'user-1',
        name: 'Ada Brewer',
        email: 'ada@example.com',
        brewery: 'Copper Kettle',
        createdAt: '2025-08-01T10:00:00.000Z',
        signIn: { password: true, google: false },
      },
      preferences: { weightUnit: 'g', ...DEFAULT_PREFERENCES },
      catalogue: { equipments: [], fermentables: [], hops: [], miscs: [], yeasts: [], waters: [] },
      recipes: [],
      batches: [],
      beerjson: {
        recipes: {},
        equipments: {},
        fermentables: {},
        hops: {},
        miscs: {},
        yeasts: {},
        waters: {},
      },
    };
    stubApi({ 'GET /api/users/me/export': document });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('wortsmith-export-2026-11-23.json');
      expect(this.href).toBe('blob:export');
    });
    const { user } = renderApp({ route: '/Settings', session: true });
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const blob = created.mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual(document);
  });

  it('imports an account export: shows what it adds, imports it, and takes the preferences it brought', async () => {
    const counts = (added: number) => ({
      added: {
        equipments: 0,
        fermentables: 0,
        hops: 2 * added,
        miscs: 0,
        yeasts: 0,
        waters: 0,
        recipes: 3 * added,
        batches: added,
        readings: 40 * added,
      },
      skipped: { ...DEFAULT_SKIPPED, hops: 1 },
      preferences: true,
    });
    const { calls } = stubApi({
      'POST /api/users/me/import': (call: { query: Record<string, string> }) =>
        call.query.preview === '1' ? counts(1) : reply(201, counts(1)),
      'GET /api/users/me': buildCurrentUser({ volumeUnit: 'gal' }),
    });
    const { user } = renderApp({ route: '/Settings', session: true });
    await user.click(await screen.findByRole('button', { name: 'Import my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import my data' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    const file = new File(['{"format":"wortsmith-account-export"}'], 'wortsmith-export.json');
    await user.upload(within(dialog).getByLabelText('Choose the export file'), file);
    const preview = await within(dialog).findByRole('status', { name: 'What the import adds' });
    expect(preview).toHaveTextContent('It adds 3 recipes, 1 batch, 40 fermentation readings, 2 hops.');
    expect(preview).toHaveTextContent('Already in your account, left as they are: 1 hop.');
    expect(preview).toHaveTextContent(
      "Your units, calculation methods and default equipment become the file's.",
    );
    await user.click(importButton);
    expect(await screen.findByText('Your data was imported.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.query)).toEqual([{ preview: '1' }, {}]);
    await waitFor(() => expect(getSession()?.volumeUnit).toBe('gal'));
    // The preferences form above shows what the file brought.
    await waitFor(() => expect(screen.getByLabelText('Volume Unit')).toHaveValue('gal'));
  });

  it("shows the server's reason for a file it refuses, and imports nothing", async () => {
    const { calls } = stubApi({
      'POST /api/users/me/import': reply(400, { message: 'The file is not a Wortsmith account export.' }),
    });
    const { user } = renderApp({ route: '/Settings', session: true });
    await user.click(await screen.findByRole('button', { name: 'Import my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import my data' });
    await user.upload(
      within(dialog).getByLabelText('Choose the export file'),
      new File(['<x/>'], 'notes.json'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is not a Wortsmith account export.',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(calls).toHaveLength(1);
  });

  it('deletes the account only once the e-mail address is typed, then signs out', async () => {
    const { calls } = stubApi({ 'DELETE /api/users/:id': reply(204) });
    const { user, router } = renderApp({ route: '/Settings', session: true });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'ada@example.co');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Type your e-mail address/), 'm');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/api/users/user-1',
      body: { password: 'Secret123' },
    });
    expect(getSession()).toBeNull();
  });
});
