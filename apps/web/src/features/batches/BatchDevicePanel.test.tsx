// The batch's device: "Use for this batch" lists the brewer's devices (one on another batch says so) and
// moves the chosen one here with the API's PUT; the device on it shows what it last sent; without
// devices the panel points to the Devices screen.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildDevice } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';

const batch = buildBatch({ status: 'Fermenting' });

describe('batch device', () => {
  it('moves a device from another batch here, and shows what it last sent', async () => {
    let devices = [
      buildDevice({ id: 'tilt', name: 'Red Tilt', batch: { id: 'batch-9', number: 9, name: 'Stout' } }),
      buildDevice({ id: 'pill', name: 'Pill', batch: null }),
    ];
    const { calls } = stubApi({
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
      'GET /api/devices': () => devices,
      'PUT /api/batches/:id/device': (call: StubCall) => {
        const moved = {
          ...devices[0]!,
          batch: { id: batch.id, number: 1, name: batch.name },
          lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
          lastExtras: { battery: 3.9, batteryUnit: 'V' as const, signal: -67 },
        };
        devices = [moved, devices[1]!];
        expect(call.body).toEqual({ deviceId: 'tilt' });
        return reply(200, { device: moved });
      },
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const select = await screen.findByLabelText('Use for this batch');
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Red Tilt (now on #9)' })).toBeInTheDocument();
    await user.selectOptions(select, 'Red Tilt (now on #9)');
    expect(await screen.findByText('Red Tilt now sends its readings to this batch.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/batches/batch-1/device',
    ]);
    expect(
      await screen.findByText(/Last reading 5 minutes ago · Battery 3\.9 V · Signal -67 dBm\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Use for this batch')).toHaveValue('tilt');
  });

  it('points to the Devices screen when the brewer has none', async () => {
    stubApi({
      'GET /api/batches/:id': batch,
      'GET /api/batches/:id/readings': [],
      'GET /api/devices': [],
    });
    renderApp({ route: '/Batches/batch-1', session: true });
    expect(await screen.findByRole('link', { name: 'Devices' })).toHaveAttribute('href', '/Devices');
    expect(screen.queryByLabelText('Use for this batch')).not.toBeInTheDocument();
  });
});
