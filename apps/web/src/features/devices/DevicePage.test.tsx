// /Devices/{id}: the setup steps without the URL (it is not retrievable) and "New secret URL" after a
// confirmation; the waiting readings attached to a batch that takes readings; rename, change type, delete.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildDevice, buildReading } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { type StubCall, stubApi } from '../../test/stub-api';

const URL = 'http://192.168.1.20:3000/api/ingest/n3w';

describe('Device page', () => {
  it('says the URL cannot be shown again, and shows a new one once the brewer confirms', async () => {
    const { calls } = stubApi({
      'GET /api/devices': [buildDevice({ id: 'd1', name: 'Blue iSpindel' })],
      'GET /api/devices/:id/readings': [],
      'GET /api/batches': [],
      'POST /api/devices/:id/token': { url: URL, token: 'n3w' },
    });
    const { user } = renderApp({ route: '/Devices/d1', session: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue iSpindel' })).toBeInTheDocument();
    const setup = screen.getByRole('region', { name: 'Secret URL and setup' });
    expect(setup).toHaveTextContent('cannot be shown again');
    expect(within(setup).getByText(/"Service Type" to "HTTP"/)).toBeInTheDocument();
    expect(within(setup).queryByRole('button', { name: 'Copy Server Port' })).not.toBeInTheDocument();

    await user.click(within(setup).getByRole('button', { name: 'New secret URL' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new secret URL?' });
    expect(confirm).toHaveTextContent('The old URL stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path.endsWith('/token'))).toBe(false);

    await user.click(within(setup).getByRole('button', { name: 'New secret URL' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new URL' }),
    );
    expect(await within(setup).findByText(URL)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/token'))?.path).toBe('/api/devices/d1/token');
    expect(setup).toHaveTextContent('Copy the URL now: it is shown only this once.');
    expect(within(setup).getByText('192.168.1.20')).toBeInTheDocument();
    expect(within(setup).getByText('3000')).toBeInTheDocument();
  });

  it('attaches the waiting readings to a batch that still takes readings', async () => {
    let waiting = [
      buildReading({ id: 'r1', time: '2026-11-20T10:00:00.000Z', gravity: 1.05, temperature: 19.5 }),
      buildReading({ id: 'r2', time: '2026-11-20T10:15:00.000Z', gravity: 1.049, temperature: 19 }),
    ].map(({ brix: _brix, ...reading }) => reading);
    const { calls } = stubApi({
      'GET /api/devices': () => [buildDevice({ id: 'd1', waitingReadings: waiting.length })],
      'GET /api/devices/:id/readings': () => waiting,
      'GET /api/batches': [
        buildBatch({ id: 'b1', number: 1, name: 'Old Stout', status: 'Completed' }),
        buildBatch({ id: 'b2', number: 2, name: 'Copper IPA', status: 'Fermenting' }),
      ],
      'POST /api/devices/:id/attach': (call: StubCall) => {
        expect(call.body).toEqual({ batchId: 'b2' });
        const attached = waiting.length;
        waiting = [];
        return { attached };
      },
    });
    const { user } = renderApp({ route: '/Devices/d1', session: true });
    const section = await screen.findByRole('region', { name: 'Readings waiting for a batch' });
    const rows = await within(section).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('1.049');
    expect(rows[2]).toHaveTextContent('1.050');
    const select = within(section).getByLabelText('Attach to batch');
    await within(select).findByRole('option', { name: '#2 Copper IPA (Fermenting)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a batch…', '#2 Copper IPA (Fermenting)']);
    await user.selectOptions(select, '#2 Copper IPA (Fermenting)');
    await user.click(within(section).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('2 readings attached.')).toBeInTheDocument();
    expect(await within(section).findByText(/^None\./)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/devices/d1/attach')).toHaveLength(1);
  });

  it('renames the device and changes its type, then deletes it after asking', async () => {
    let device = buildDevice({ id: 'd1', name: 'iSpindel 1' });
    const { calls } = stubApi({
      'GET /api/devices': () => [device],
      'GET /api/devices/:id/readings': [],
      'GET /api/batches': [],
      'PUT /api/devices/:id': (call: StubCall) => {
        device = { ...device, ...(call.body as object) };
        return device;
      },
      'DELETE /api/devices/:id': { message: 'Device deleted successfully.' },
    });
    const { user, router } = renderApp({ route: '/Devices/d1', session: true });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit device' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Fermenter 2');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'GravityMon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fermenter 2' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Fermenter 2',
      type: 'gravitymon',
    });
    expect(screen.getByText('Device saved successfully.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Secret URL and setup' })).toHaveTextContent('"HTTP URL"');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete device?' });
    expect(confirm).toHaveTextContent('Readings already on batches stay.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Devices'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/devices/d1');
  });

  it('says so for a device that is not the brewer’s (or no longer exists)', async () => {
    stubApi({ 'GET /api/devices': [buildDevice({ id: 'd1' })] });
    renderApp({ route: '/Devices/unknown', session: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Device not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your devices' })).toHaveAttribute('href', '/Devices');
  });
});
