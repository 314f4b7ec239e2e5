// The brewing tools on the batch screen as a brewer meets them: the packaging section primes the
// batch's own volume from its warmest reading (or sets a keg), the pitch section weighs the recipe's
// yeast against what the wort needs, the brew-day section says where a measured gravity leads, and a
// reading may be a refractometer's °Brix; figures in metric and imperial, the same as the server's.
import { screen, waitFor, within } from '@testing-library/react';
import {
  type Batch,
  type BatchInput,
  type BatchReading,
  brixReadingGravity,
  computeRecipeFigures,
  formatQuantity,
  kegPressure,
  postBoilCorrection,
  preBoilCorrection,
  primingSugar,
  type ReadingInput,
} from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildReading, withPlans } from '../../test/fixtures';
import { renderApp, TEST_SESSION } from '../../test/render';
import { reply, type StubCall, stubApi } from '../../test/stub-api';
import { ipaRecipe } from '../recipes/editor/test-support/fixtures';

const { id: _id, userId: _user, createdAt: _c, updatedAt: _u, ...snapshot } = ipaRecipe();
/** 20 L of the worked IPA (OG 1.061, two 11.5 g dry yeasts), fermenting. */
const batch = buildBatch({ recipe: snapshot, status: 'Fermenting', fermenterVolume: 20, version: 3 });
const plannedOg = computeRecipeFigures(snapshot).og;
const readings = [18, 21.5, 19].map((temperature, i) =>
  buildReading({ id: `r-${i}`, temperature, time: `2026-11-2${i}T18:00:00.000Z` }),
);
const imperial = {
  ...TEST_SESSION,
  weightUnit: 'oz',
  volumeUnit: 'gal',
  temperatureUnit: 'F',
  gravityUnit: 'Plato',
} as const;
const fahrenheit = (f: number) => ((f - 32) * 5) / 9;
const toastText = () => document.querySelector('.Toastify__toast--error')?.textContent;

/** The batch served and saved as the server would: the body stored, its plans worked out, a new version. */
function stubBatch(start: Batch = batch) {
  let latest = start;
  const api = stubApi({
    'GET /api/batches/:id': () => latest,
    'GET /api/batches/:id/readings': readings,
    'PUT /api/batches/:id': (call: StubCall) => {
      latest = withPlans({ ...latest, ...(call.body as BatchInput), version: latest.version + 1 });
      return latest;
    },
  });
  return { ...api, saved: () => latest };
}

const sentBatch = (calls: StubCall[]) =>
  calls.filter((call) => call.method === 'PUT').at(-1)?.body as BatchInput;
const results = (scope: HTMLElement, name: string) => within(scope).getByRole('status', { name });

describe('batch packaging plan', () => {
  it('primes the batch’s 20 L from its warmest reading at its style’s CO₂, saved as its packaging', async () => {
    const { calls, saved } = stubBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Packaging' });
    await user.selectOptions(within(section).getByLabelText('Carbonate in'), 'bottle');
    // The warmest of 18, 21.5 and 19 °C, and an American IPA's 2.45 volumes.
    await waitFor(() => expect(within(section).getByLabelText('Beer temperature (°C)')).toHaveValue('21.5'));
    expect(within(section).getByLabelText('CO₂ (volumes)')).toHaveValue('2.45');
    expect(within(section).getByText('The warmest reading: 21.5 °C')).toBeInTheDocument();
    const priming = results(section, 'Priming sugar');
    const grams = primingSugar(2.45, 21.5, 20, 'table').grams;
    expect(priming).toHaveTextContent(
      `Sugar for the batch${grams.toFixed(1)} gfor 20.0 L, the fermenter volume`,
    );

    await user.selectOptions(within(section).getByLabelText('Sugar'), 'dme');
    const dme = primingSugar(2.45, 21.5, 20, 'dme').grams;
    expect(priming).toHaveTextContent(`Sugar for the batch${dme.toFixed(1)} g`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    expect(sentBatch(calls).packaging).toEqual({
      method: 'bottle',
      co2Volumes: 2.45,
      beerTemperature: 21.5,
      sugar: 'dme',
      servingTemperature: null,
    });
    // What the server answers is what the screen showed.
    expect(saved().packagingPlan?.primingSugarGrams).toBe(dme);
    expect(priming).toHaveTextContent(`Sugar for the batch${dme.toFixed(1)} g`);
  });

  it('states the beer temperature’s limits in °F and sets a keg’s pressure in psi first', async () => {
    const { calls } = stubBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: imperial });
    const section = await screen.findByRole('region', { name: 'Packaging' });
    await user.selectOptions(within(section).getByLabelText('Carbonate in'), 'keg');
    const beer = within(section).getByLabelText('Beer temperature (°F)');
    await waitFor(() => expect(beer).toHaveValue('70.7'));
    await user.clear(beer);
    await user.type(beer, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const limit = 'Beer temperature must be between 23 and 104 °F';
    await waitFor(() => expect(toastText()).toBe(limit));
    expect(beer).toHaveAccessibleDescription(limit);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(beer);
    await user.type(beer, '68');
    const serving = within(section).getByLabelText('Serving temperature (°F)');
    expect(serving).toHaveValue('38');
    const keg = kegPressure(2.45, fahrenheit(38));
    expect(results(section, 'Keg pressure')).toHaveTextContent(
      `Regulator${keg.psi.toFixed(1)} psiat 38 °FIn kPa${keg.kpa.toFixed(1)} kPa`,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const sent = sentBatch(calls).packaging!;
    expect(sent.method).toBe('keg');
    expect(sent.beerTemperature).toBeCloseTo(20, 9);
    expect(sent.servingTemperature).toBeCloseTo(fahrenheit(38), 9);
  });
});

describe('batch pitch', () => {
  it('plans the pitch from the recipe’s yeasts, suggests a starter, and saves what the server counts', async () => {
    const { calls, saved } = stubBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Pitch' });
    await user.click(within(section).getByRole('button', { name: 'Plan the pitch' }));
    // Two sachets of dry ale yeast at the ale rate.
    expect(within(section).getByLabelText('Fermentation')).toHaveValue('ale');
    const first = within(section).getByRole('group', { name: 'Pack 1' });
    expect(within(first).getByLabelText('Form')).toHaveValue('dry');
    expect(within(first).getByLabelText('Amount (g)')).toHaveValue('11.5');
    const cells = results(section, 'Yeast cells');
    expect(cells).toHaveTextContent('Cells in the packs460 billion');
    expect(cells).toHaveTextContent('Enough yeast for this wort.');

    await user.click(within(section).getByRole('button', { name: 'Remove pack 2' }));
    await user.selectOptions(within(section).getByLabelText('Fermentation'), 'lager');
    expect(cells).toHaveTextContent('Cells in the packs230 billion');
    expect(cells).toHaveTextContent(/Make a \d+(\.\d)? L starter at 1\.036 on a stir plate/);
    await user.click(within(section).getByRole('button', { name: 'Add a starter step' }));
    expect(cells).toHaveTextContent(/Cells after the starter\d+ billion/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    expect(sentBatch(calls).pitch).toEqual({
      rate: 1.5,
      packs: [{ form: 'dry', amount: 11.5 }],
      starterSteps: [{ volume: 1, gravity: 1.036, agitation: 'stirPlate' }],
    });
    const plan = saved().pitchPlan!;
    expect(cells).toHaveTextContent(`Cells needed${Math.round(plan.cellsNeeded)} billion`);
    expect(cells).toHaveTextContent(`for 20.0 L at ${plannedOg.toFixed(3)}`);
    expect(cells).toHaveTextContent(`Cells after the starter${Math.round(plan.cellsAfterStarter)} billion`);
  });

  it('takes a starter step in gallons and °Plato, its limit stated in gallons, and leaves the pitch out once removed', async () => {
    const { calls } = stubBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: imperial });
    const section = await screen.findByRole('region', { name: 'Pitch' });
    await user.click(within(section).getByRole('button', { name: 'Plan the pitch' }));
    await user.click(within(section).getByRole('button', { name: 'Add a starter step' }));
    const step = within(section).getByRole('group', { name: 'Step 1' });
    const volume = within(step).getByLabelText('Volume (gal)');
    await user.clear(volume);
    await user.type(volume, '6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const limit = 'Starter volume must be between 0 and 5.28 gal';
    await waitFor(() => expect(toastText()).toBe(limit));
    expect(volume).toHaveAccessibleDescription(limit);

    await user.clear(volume);
    await user.type(volume, '0.5');
    await waitFor(() => expect(volume).not.toHaveAccessibleDescription(limit));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Batch saved successfully.')).toBeInTheDocument();
    const [sent] = sentBatch(calls).pitch!.starterSteps;
    expect(sent!.volume).toBeCloseTo(0.5 * 3.78541, 9);
    expect(sent!.gravity).toBeCloseTo(1.036, 3);

    await user.click(within(section).getByRole('button', { name: 'Remove the pitch plan' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBatch(calls).pitch).toBeNull());
    expect(within(section).getByRole('button', { name: 'Plan the pitch' })).toBeInTheDocument();
  });
});

describe('brew-day corrections', () => {
  it('shows where a pre-boil gravity leads as it is typed, and tops up after the boil', async () => {
    stubBatch();
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const section = await screen.findByRole('region', { name: 'Brew day' });
    const before = results(section, 'Before the boil');
    expect(before).toHaveTextContent('Type the pre-boil gravity and volume');
    await user.type(within(section).getByLabelText('Pre-boil gravity (SG)'), '1.050');
    await user.type(within(section).getByLabelText('Pre-boil volume (L)'), '27');
    const pre = preBoilCorrection({ plannedOg, gravity: 1.05, volume: 27, boilOff: 3, boilMinutes: 60 });
    expect(before).toHaveTextContent(
      `Heading for OG${pre.expectedOg.toFixed(3)}planned ${plannedOg.toFixed(3)}`,
    );
    expect(before).toHaveTextContent(`Boil ${pre.extraBoilMinutes} minutes longer`);
    expect(before).toHaveTextContent(`Add ${pre.dmeGrams!.toFixed(1)} g of dry malt extract`);

    await user.type(within(section).getByLabelText('Measured OG (SG)'), '1.065');
    await user.type(within(section).getByLabelText('Post-boil volume (L)'), '22');
    const post = postBoilCorrection(plannedOg, 1.065, 22);
    expect(results(section, 'After the boil')).toHaveTextContent(
      `Add ${formatQuantity('volume', post.waterLitres, 'L')} of water to come down to ${plannedOg.toFixed(3)}`,
    );
  });
});

describe('a Brix reading', () => {
  it('is sent as °Brix, shown as the gravity it stands for beside its Brix, and never with a gravity', async () => {
    const fermenting = buildBatch({ ...batch, measuredOg: 1.05 });
    let list: BatchReading[] = [];
    const { calls } = stubApi({
      'GET /api/batches/:id': fermenting,
      'GET /api/batches/:id/readings': () => list,
      'POST /api/batches/:id/readings': (call: StubCall) => {
        const body = call.body as ReadingInput;
        const reading: BatchReading = {
          id: 'r-brix',
          extras: null,
          ...body,
          gravity: brixReadingGravity(fermenting, body.brix!, 1.04),
          brix: body.brix ?? null,
        };
        list = [...list, reading];
        return reply(201, reading);
      },
    });
    const { user } = renderApp({ route: '/Batches/batch-1', session: true });
    const form = await screen.findByRole('form', { name: 'Add a reading' });
    const brix = within(form).getByLabelText('Refractometer (°Brix)');
    await user.type(within(form).getByLabelText('Gravity (SG)'), '1.012');
    await user.type(brix, '6.5');
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    const both = 'Give a gravity or a Brix reading, not both';
    await waitFor(() => expect(toastText()).toBe(both));
    expect(brix).toHaveAccessibleDescription(both);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Gravity (SG)'));
    // 12.4 °Brix is the wort's own: below it, the reading is corrected for alcohol (Terrill).
    const gravity = brixReadingGravity(fermenting, 6.5, 1.04);
    expect(within(form).getByText(/^Stored as 1\.012 \(WCF 1\.04/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add reading' }));
    const table = await screen.findByRole('table', { name: 'Readings, latest first' });
    const post = calls.find((call) => call.method === 'POST')!.body as ReadingInput;
    expect(post.brix).toBe(6.5);
    expect(post.gravity).toBeNull();
    const row = within(table).getByText('6.5 °Brix').closest('td');
    expect(row).toHaveTextContent(`${gravity.toFixed(3)}6.5 °Brix`);
  });
});
