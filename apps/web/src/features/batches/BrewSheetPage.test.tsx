// The brew-day sheet: a recipe's own sheet reached from the recipe screen, with the recipe's water and
// volumes (source, strike and sparge water, salts and acids per vessel, the predicted mash pH), grain bill, mash schedule, the boil in the order it goes in, yeast, and lines to fill in; each
// dry hop with its day and days in the fermenter, or a blank to fill in.
import { screen, waitFor, within } from '@testing-library/react';
import { formatQuantity, type RecipeHop } from '@wortsmith/core';
import { ionProfile } from '@wortsmith/core/testing';
import { describe, expect, it } from 'vitest';
import { buildBatch } from '../../test/fixtures';
import { renderApp, renderWithProviders, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { catalogueWaters, ipaRecipe, waterRoutes } from '../recipes/editor/test-support/fixtures';
import { BrewSheetPage } from './BrewSheetPage';

const base = ipaRecipe();
const recipe = ipaRecipe({
  recipeHops: [
    { ...base.recipeHops[0]!, id: 'h-3', name: 'Citra', usageStage: 'Whirlpool', boilTime: 20 },
    ...base.recipeHops,
    { ...base.recipeHops[0]!, id: 'h-4', name: 'Saaz', boilTime: 0 },
    { ...base.recipeHops[0]!, id: 'h-5', name: 'Mosaic', usageStage: 'Dry Hop', boilTime: 0 },
  ],
  recipeYeasts: [{ ...base.recipeYeasts[0]!, temperatureRange: '18–22 °C' }, base.recipeYeasts[1]!],
  mashSteps: [
    { id: 's-1', name: 'Saccharification', type: 'Infusion', temperature: 66, time: 60, description: null },
    { id: 's-2', name: 'Mash out', type: 'Temperature', temperature: 76, time: 10, description: null },
  ],
});

describe('brew-day sheet of a recipe', () => {
  it('is one click from the recipe screen', async () => {
    stubApi({ 'GET /api/recipes/:id': recipe, 'GET /api/batches': [] });
    const { user, router } = renderApp({ route: '/Recipes/recipe-1/details', session: true });
    await user.click(await screen.findByRole('link', { name: 'Brew-day sheet' }));
    expect(router.state.location.pathname).toBe('/Recipes/recipe-1/print');
    expect(await screen.findByRole('heading', { name: 'Copper IPA', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the recipe' })).toHaveAttribute(
      'href',
      '/Recipes/recipe-1/details',
    );
  });

  it('lists water, grain, mash, the boil from 60 min to whirlpool, yeast and blanks to fill in', async () => {
    stubApi({ 'GET /api/recipes/:id': recipe });
    renderApp({ route: '/Recipes/recipe-1/print', session: true });
    const sheet = await screen.findByTestId('brew-sheet');
    expect(sheet).toHaveTextContent('Pre-boil volume: 25.0 L');
    // The planned figures as a brewer reads them: ABV to 0.1 %, IBU and EBC whole.
    expect(sheet).toHaveTextContent(/planned OG 1\.\d{3}, FG 1\.\d{3}, \d+\.\d % ABV, \d+ IBU, \d+ EBC/);
    expect(sheet).toHaveTextContent('Batch volume (into fermenter): 20.0 L');
    const tables = within(sheet).getAllByRole('table');
    const [grain, mash, boil, fermentation] = tables.map((table) =>
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    );
    expect(grain).toEqual(['☐Pale Ale Malt5.00 kg94.3 %6 EBC', '☐Crystal 1200.30 kg5.7 %120 EBC']);
    expect(mash).toEqual([
      expect.stringMatching(/^☐Saccharification66.0 °C60 minActual: $/),
      expect.stringMatching(/^☐Mash out76.0 °C10 min/),
    ]);
    expect(boil?.map((row) => row?.replace(/\d+ g$/, '').slice(1))).toEqual([
      '60 minMagnum',
      '15 minIrish Moss',
      '10 minCascade',
      'Flame-outSaaz',
      'Whirlpool 20 minCitra',
    ]);
    expect(fermentation?.slice(0, 2)).toEqual([
      '☐US-05 (Fermentis)12 gFerment at 18–22 °C',
      // No range known: a line to write the temperature on.
      '☐S-04 (Fermentis)12 gFerment at ',
    ]);
    expect(fermentation?.join(' ')).toContain('Mosaic');
    // A recipe has no brew date yet: a line to write it on, as for every measured value.
    expect(sheet).toHaveTextContent(/brew date\s+·/);
    for (const label of ['Mash pH', 'Pre-boil gravity', 'OG', 'Into fermenter (L)', 'FG']) {
      expect(within(sheet).getByText(`${label}:`)).toBeInTheDocument();
    }
  });
});

describe('brew-day sheet water', () => {
  it('lists the source, the strike, infusion and sparge water, the salts and acids per vessel and the pH', async () => {
    const pilsen = catalogueWaters.find((w) => w.name === 'Pilsen')!;
    const treated = ipaRecipe({
      mashSteps: [
        {
          id: 's-1',
          name: 'Saccharification',
          type: 'Infusion',
          temperature: 66,
          time: 60,
          description: null,
        },
        { id: 's-2', name: 'Mash out', type: 'Infusion', temperature: 76, time: 10, description: null },
      ],
      water: {
        sourceWaterId: pilsen.id,
        source: ionProfile(7, 2, 2, 5, 5, 28),
        dilutionPercent: 20,
        targetWaterId: null,
        target: null,
        salts: [
          { salt: 'gypsum', grams: 4, vessel: 'mash' },
          { salt: 'calciumChloride', grams: 1.5, vessel: 'sparge' },
        ],
        acids: [{ acid: 'lactic', strengthPercent: 88, millilitres: 2.5, vessel: 'mash' }],
        grainTemperature: null,
        targetMashPh: null,
      },
    });
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': treated });
    renderApp({ route: '/Recipes/recipe-1/print', session: true });
    const sheet = await screen.findByTestId('brew-sheet');
    const report = treated.waterReport;
    const litres = (value: number) => formatQuantity('volume', value, 'L');
    await waitFor(() => expect(sheet).toHaveTextContent(/Source water: Pilsen, Ca²⁺ 7 · Mg²⁺ 2/));
    expect(sheet).toHaveTextContent('HCO₃⁻ 28 mg/L, 20 % distilled');
    expect(sheet).toHaveTextContent(
      `Strike water: ${litres(report.strikeVolume)} at ${formatQuantity('temperature', report.strikeTemperature, 'C')}`,
    );
    expect(sheet).toHaveTextContent(
      `Infusion for Mash out: ${litres(report.infusions[0]!.litres)} at 100.0 °C`,
    );
    expect(sheet).toHaveTextContent(`Sparge water: ${litres(report.spargeVolume)} at 76.0 °C`);
    expect(within(sheet).getByRole('heading', { name: /^Water and volumes/ })).toHaveTextContent(
      `Water and volumes (${litres(report.totalWater)} of water)`,
    );
    expect(sheet).toHaveTextContent(`Predicted mash pH: ${report.mashPh!.toFixed(2)} (aim 5.2–5.6)`);
    const treatment = within(sheet).getByRole('table', { name: 'Water treatment' });
    // The mash tun's additions beside the sparge water's.
    expect(
      within(treatment)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MashSparge',
      '☐ Gypsum (CaSO₄·2H₂O)4 g☐ Calcium chloride (CaCl₂·2H₂O)1.5 g',
      '☐ Lactic acid 88 %2.5 mL',
    ]);
  });
});

describe('brew-day sheet in imperial units', () => {
  it('states volumes in gallons, temperatures in °F, colours in SRM and gravities in °P', async () => {
    stubApi({ 'GET /api/recipes/:id': recipe });
    const session = {
      ...TEST_SESSION,
      volumeUnit: 'gal',
      temperatureUnit: 'F',
      colorUnit: 'SRM',
      gravityUnit: 'Plato',
    } as const;
    renderApp({ route: '/Recipes/recipe-1/print', session });
    const sheet = await screen.findByTestId('brew-sheet');
    // 20 L is 5.28 gal, the 25 L pre-boil 6.60 gal (0.01 gal steps).
    expect(sheet).toHaveTextContent('Batch volume (into fermenter): 5.28 gal');
    expect(sheet).toHaveTextContent('Pre-boil volume: 6.60 gal');
    expect(sheet).toHaveTextContent(/planned OG \d+\.\d °P, FG \d+\.\d °P/);
    const [grain, mash] = within(sheet)
      .getAllByRole('table')
      .map((table) =>
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      );
    // 6 EBC is 3.05 SRM, read 3.0 SRM; 66 °C is 150.8 °F, read 151 °F.
    expect(grain?.[0]).toBe('☐Pale Ale Malt5.00 kg94.3 %3.0 SRM');
    expect(mash?.[0]).toMatch(/^☐Saccharification151 °F60 min/);
    for (const label of ['Pre-boil gravity (°P)', 'OG (°P)', 'Into fermenter (gal)', 'FG (°P)']) {
      expect(within(sheet).getByText(`${label}:`)).toBeInTheDocument();
    }
  });
});

describe('brew-day sheet', () => {
  it('lists a dry hop with its day and days, and one without them with a blank day', async () => {
    const recipe = ipaRecipe();
    const [hop] = recipe.recipeHops as [RecipeHop];
    const dry = (id: string, name: string, timing: Partial<RecipeHop>): RecipeHop => ({
      ...hop,
      id,
      name,
      usageStage: 'Dry Hop',
      boilTime: 0,
      ...timing,
    });
    recipe.recipeHops = [
      dry('d1', 'Citra', { dryHopStart: 3 * 1440, dryHopDuration: 4 * 1440 }),
      dry('d2', 'Mosaic', {}),
    ];
    const { id: _id, userId: _user, createdAt: _c, updatedAt: _u, version: _v, ...snapshot } = recipe;
    stubApi({
      'GET /api/batches/:id': buildBatch({ id: 'b1', number: 1, name: 'Copper IPA #1', recipe: snapshot }),
    });
    renderWithProviders(<BrewSheetPage />, {
      route: '/Batches/b1/print',
      path: '/Batches/:id/print',
      session: TEST_SESSION,
    });
    const citra = (await screen.findByText('Dry hop: Citra')).closest('tr')!;
    expect(citra).toHaveTextContent('Day 3 · 4 days');
    const mosaic = screen.getByText('Dry hop: Mosaic').closest('tr')!;
    expect(mosaic.textContent).toMatch(/Day\s*$/);
  });
});

describe('brew-day sheet fermentation plan', () => {
  it('prints the batch’s plan: each step’s temperature in the brewer’s unit, days, ramp and days of the plan', async () => {
    const {
      id: _id,
      userId: _user,
      createdAt: _c,
      updatedAt: _u,
      version: _v,
      ...snapshot
    } = ipaRecipe({
      fermentationSteps: [
        { id: 'p', name: 'Primary', kind: 'primary', temperature: 19, days: 14 },
        { id: 'd', name: 'Warm finish', kind: 'diacetylRest', temperature: 21, days: 2, rampDays: 1 },
        { id: 'c', name: 'Crash', kind: 'coldCrash', temperature: 1, days: 1 },
      ],
    });
    stubApi({ 'GET /api/batches/:id': buildBatch({ id: 'b1', recipe: snapshot }) });
    renderWithProviders(<BrewSheetPage />, {
      route: '/Batches/b1/print',
      path: '/Batches/:id/print',
      session: { ...TEST_SESSION, temperatureUnit: 'F' },
    });
    const plan = await screen.findByRole('table', { name: 'Fermentation plan (17 days)' });
    expect(
      within(plan)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StepKindTemperatureDaysRampWhen',
      '☐PrimaryPrimary66 °F14—days 1–14',
      '☐Warm finishDiacetyl rest70 °F21 ddays 15–16',
      '☐CrashCold crash34 °F1—day 17',
    ]);
  });

  it('prints no plan table for a recipe without a plan', async () => {
    stubApi({ 'GET /api/batches/:id': buildBatch({ id: 'b1' }) });
    renderWithProviders(<BrewSheetPage />, {
      route: '/Batches/b1/print',
      path: '/Batches/:id/print',
      session: TEST_SESSION,
    });
    await screen.findByTestId('brew-sheet');
    expect(screen.queryByRole('table', { name: /Fermentation plan/ })).not.toBeInTheDocument();
  });
});
