// The batch screen's alerts: off until "Watch this batch"; turned on they start from the defaults brewers
// use and are saved with the batch; the temperature margin is typed in the brewer's unit (a difference:
// 1 °C is 1.8 °F) and refused with its message in that unit.
import { screen, within } from '@testing-library/react';
import { type BatchInput, DEFAULT_ALERT_SETTINGS } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';

const batch = buildBatch({ status: 'Fermenting', version: 2 });

function stub() {
  return stubApi({
    'GET /api/batches/:id': batch,
    'GET /api/batches/:id/readings': [],
    'PUT /api/batches/:id': (call: StubCall) =>
      reply(200, { ...batch, ...(call.body as BatchInput), version: 3 }),
  });
}

describe('batch alerts', () => {
  it('are off until turned on, then saved with the defaults', async () => {
    const { calls } = stub();
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(within(section).queryByLabelText('Fermentation finished')).not.toBeInTheDocument();
    await user.click(within(section).getByLabelText('Watch this batch'));
    expect(within(section).getByLabelText('Fermentation finished')).toBeChecked();
    expect(within(section).getByLabelText('Off by (°C)')).toHaveValue('2');
    expect(within(section).getByLabelText('Silent for (hours)')).toHaveValue('6');
    await user.click(within(section).getByLabelText('Battery low'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PUT')!.body as BatchInput;
    expect(body.alertSettings).toEqual({ ...DEFAULT_ALERT_SETTINGS, battery: false });
  });

  it('take the temperature margin in °F and refuse one out of range in °F', async () => {
    const { calls } = stub();
    const session = { ...TEST_SESSION, temperatureUnit: 'F' } as const;
    const { user } = renderApp({ route: '/Batches/batch-1', session });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    await user.click(within(section).getByLabelText('Watch this batch'));
    const margin = within(section).getByLabelText('Off by (°F)');
    expect(margin).toHaveValue('3.6');
    await user.clear(margin);
    await user.type(margin, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Temperature off by must be between 0.9 and 18 °F'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(margin);
    await user.type(margin, '5.4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const body = calls.find((call) => call.method === 'PUT')!.body as BatchInput;
    expect(body.alertSettings?.temperatureDegrees).toBeCloseTo(3, 10);
  });

  it('turn off again: the save sends none', async () => {
    const watched = buildBatch({ status: 'Fermenting', alertSettings: DEFAULT_ALERT_SETTINGS });
    const { calls } = stubApi({
      'GET /api/batches/:id': watched,
      'GET /api/batches/:id/readings': [],
      'PUT /api/batches/:id': (call: StubCall) => reply(200, { ...watched, ...(call.body as BatchInput) }),
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(within(section).getByLabelText('Watch this batch')).toBeChecked();
    await user.click(within(section).getByLabelText('Watch this batch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    expect((calls.find((call) => call.method === 'PUT')!.body as BatchInput).alertSettings).toBeNull();
  });
});
