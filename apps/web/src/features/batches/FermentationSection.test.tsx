// The fermentation section as a brewer meets it: a reading typed in their own units is refused with
// the limit in those units or sent as SG and °C; an edit keeps what was not changed exactly; a delete
// asks first, and a failed one says so.
import { screen, waitFor, within } from '@testing-library/react';
import { type BatchReading, type ReadingInput, sgFromPlato } from '@wortsmith/core';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../lib/paged-list';
import { buildBatch, buildReading } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import { KEPT_OFFLINE } from './ReadingForm';

const batch = buildBatch({ status: 'Fermenting' });
const imperial = { ...TEST_SESSION, gravityUnit: 'Plato', temperatureUnit: 'F' } as const;

/** The batch with `readings`; a POST adds one, a PUT replaces one, each as the server would. */
function stubReadings(readings: BatchReading[], more: Record<string, unknown> = {}) {
  let list = readings;
  const written = (call: StubCall, id: string): BatchReading => ({
    id,
    brix: null,
    extras: null,
    ...(call.body as ReadingInput),
  });
  return stubApi({
    'GET /api/batches/:id': batch,
    'GET /api/batches/:id/readings': () => list,
    'POST /api/batches/:id/readings': (call: StubCall) => {
      const reading = written(call, `reading-${list.length + 1}`);
      list = [...list, reading];
      return reply(201, reading);
    },
    'PUT /api/batches/:id/readings/:readingId': (call: StubCall) => {
      const reading = written(call, call.params.readingId!);
      list = list.map((r) => (r.id === reading.id ? reading : r));
      return reading;
    },
    ...more,
  });
}

const toastText = () => document.querySelector('.Toastify__toast--error')?.textContent;
const readingForm = () => screen.findByRole('form', { name: /reading/ });

describe('fermentation readings', () => {
  it('takes a reading in °P and °F, refusing a temperature out of range with the limit in °F', async () => {
    const { calls } = stubReadings([]);
    const { user } = renderApp({ route: '/Batches/batch-1', session: imperial });
    expect(await screen.findByText(/No readings yet/)).toBeInTheDocument();
    const form = await readingForm();
    await user.type(within(form).getByLabelText('Gravity (°P)'), '3.1');
    await user.type(within(form).getByLabelText('Temperature (°F)'), '240');
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    const limit = 'Temperature must be between -4 and 230 °F';
    await waitFor(() => expect(toastText()).toBe(limit));
    expect(within(form).getByLabelText('Temperature (°F)')).toHaveAccessibleDescription(limit);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Temperature (°F)'));
    await user.type(within(form).getByLabelText('Temperature (°F)'), '68');
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    const table = await screen.findByRole('table', { name: 'Readings, latest first' });
    expect(within(table).getByRole('cell', { name: '3.1 °P' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '68 °F' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Fermentation chart: 1 readings/ })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!.body as ReadingInput;
    expect(sent.gravity).toBeCloseTo(sgFromPlato(3.1), 9);
    expect(sent.temperature).toBeCloseTo(20, 9);
    // The form is cleared for the next reading.
    expect(within(form).getByLabelText('Gravity (°P)')).toHaveValue('');
  });

  it('edits a reading in the brewer’s units, keeping the values left as they were exactly', async () => {
    const stored = buildReading({ gravity: 1.012345, temperature: 19.87, note: 'Krausen falling' });
    const { calls } = stubReadings([stored]);
    const { user } = renderApp({ route: '/Batches/batch-1', session: imperial });
    const table = await screen.findByRole('table', { name: 'Readings, latest first' });
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit reading' });
    // 1.012345 SG is 3.2 °P; 19.87 °C is 67.766 °F, read 68 °F.
    expect(within(form).getByLabelText('Gravity (°P)')).toHaveValue('3.2');
    expect(within(form).getByLabelText('Temperature (°F)')).toHaveValue('68');
    const note = within(form).getByLabelText('Note');
    expect(note).toHaveValue('Krausen falling');
    await user.clear(note);
    await user.type(note, 'Dry hopped');
    await user.click(within(form).getByRole('button', { name: 'Save reading' }));

    await waitFor(() => expect(within(table).getByText('Dry hopped')).toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/batches/batch-1/readings/reading-1');
    expect(put.body).toEqual({
      time: stored.time,
      gravity: 1.012345,
      temperature: 19.87,
      note: 'Dry hopped',
    });
    expect(await screen.findByRole('form', { name: 'Add a reading' })).toBeInTheDocument();
  });

  it('lists every reading latest first, a page at a time, where the chart reads a sample', async () => {
    // A device every 15 minutes for a little over three days: more than a page.
    const readings = Array.from({ length: 250 }, (_, i) =>
      buildReading({
        id: `reading-${i}`,
        time: new Date(Date.UTC(2026, 10, 1) + i * 15 * 60_000).toISOString(),
        note: `Reading ${i}`,
      }),
    );
    const { calls } = stubReadings(readings);
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const table = await screen.findByRole('table', { name: 'Readings, latest first' });
    const notes = () =>
      within(table)
        .getAllByText(/^Reading \d+$/)
        .map((cell) => cell.textContent);
    expect(notes()).toEqual(Array.from({ length: 12 }, (_, i) => `Reading ${249 - i}`));
    await user.click(screen.getByRole('button', { name: 'Show all 250' }));
    expect(notes()).toHaveLength(PAGE_SIZE);
    for (let shown = PAGE_SIZE; shown < readings.length; shown += PAGE_SIZE) {
      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(notes()).toHaveLength(Math.min(shown + PAGE_SIZE, readings.length)));
    }
    expect(notes().at(-1)).toBe('Reading 0');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(notes()).toHaveLength(12);
    const reads = calls.filter((call) => call.method === 'GET' && call.path.endsWith('/readings'));
    // The chart's sample, and the table's pages, latest first.
    expect(reads.filter((call) => call.query.maxPoints === '600')).toHaveLength(1);
    expect(reads.filter((call) => call.query.order === 'latest').map((call) => call.query.limit)).toEqual(
      Array.from({ length: Math.ceil(readings.length / PAGE_SIZE) }, () => String(PAGE_SIZE)),
    );
  });

  it('deletes a reading after asking, and says "Error deleting reading" when that fails', async () => {
    const { calls } = stubReadings([buildReading({ note: 'First' })], {
      'DELETE /api/batches/:id/readings/:readingId': reply(500),
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const table = await screen.findByRole('table', { name: 'Readings, latest first' });
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this reading?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this reading?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Error deleting reading')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/batches/batch-1/readings/reading-1',
    ]);
    expect(within(table).getByText('First')).toBeInTheDocument();
  });

  it('keeps a reading typed without a network on the device, and sends it once the network returns', async () => {
    const { calls } = stubReadings([]);
    const { user } = renderApp({ route: '/Batches/batch-1', session: TEST_SESSION });
    expect(await screen.findByText(/No readings yet/)).toBeInTheDocument();
    const form = await readingForm();
    // The connection drops in the shed.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.type(within(form).getByLabelText('Gravity (SG)'), '1.050');
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    expect(await screen.findByText(KEPT_OFFLINE)).toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Readings waiting to be sent' });
    expect(waiting).toHaveTextContent('1.050');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const table = await screen.findByRole('table', { name: 'Readings, latest first' });
    expect(within(table).getByRole('cell', { name: '1.050' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Readings waiting to be sent' })).toBeNull(),
    );
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
