// The recipe screen in a brewer's own units (issue 14): batch and pre-boil volumes in gallons, mash
// step temperatures in °F, labels carrying the unit, the step temperature's limit stated in °F, and
// what is saved canonical (L, °C) without drift.
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_DISPLAY_UNITS, findStyle, type MashStep } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, TEST_SESSION } from '../../../test/render';
import { reply, stubApi } from '../../../test/stub-api';
import { retype } from '../../../test/typing';
import { FigureLine } from './figures/FiguresPanel';
import { RecipeEditorPage } from './RecipeEditorPage';
import { openUpdateDialog, saveDialog } from './test-support/dialogs';
import { ipaRecipe, waterRoutes } from './test-support/fixtures';

const imperial = { ...TEST_SESSION, volumeUnit: 'gal', temperatureUnit: 'F' } as const;
const step: MashStep = {
  id: 'a',
  name: 'Saccharification',
  type: 'Infusion',
  temperature: ((152 - 32) * 5) / 9,
  time: 60,
  description: null,
};

function renderImperial(recipe = ipaRecipe({ mashSteps: [step] })) {
  const api = stubApi({
    ...waterRoutes,
    'GET /api/recipes/:id': recipe,
    'PUT /api/recipes/:id': (call: { body: unknown }) => reply(200, { ...recipe, ...(call.body as object) }),
  });
  const rendered = renderWithProviders(<RecipeEditorPage />, {
    route: '/Recipes/recipe-1/edit',
    path: '/Recipes/:id/:mode',
    session: imperial,
  });
  return { ...rendered, api };
}
const saved = (api: ReturnType<typeof stubApi>) =>
  api.calls.find((c) => c.method === 'PUT')?.body as ReturnType<typeof ipaRecipe>;
const mash = () => screen.getByRole('region', { name: /Mash Schedule/ });

describe('recipe screen in gallons and °F', () => {
  it('shows and takes the batch volume in gallons and saves litres without drift', async () => {
    const { user, api } = renderImperial();
    await screen.findByDisplayValue('Copper IPA');
    // The fixture's 20 L batch and 25 L pre-boil volume.
    expect(screen.getByLabelText('Batch Volume (gal)')).toHaveValue('5.28');
    expect(screen.getByLabelText('Pre Boil Volume')).toHaveValue('6.604 gal');
    const volume = screen.getByLabelText('Batch Volume (gal)');
    await retype(user, volume, '5.125');
    expect(volume).toHaveValue('5.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).recipeEquipment.batchVolume).toBeCloseTo(5.125 * 3.78541, 9);
  });

  it('keeps a stored 5 gal exactly when saved unchanged', async () => {
    const litres = 5 * 3.78541;
    const recipe = ipaRecipe({ mashSteps: [step] });
    const { user, api } = renderImperial({
      ...recipe,
      recipeEquipment: { ...recipe.recipeEquipment, batchVolume: litres },
    });
    await screen.findByDisplayValue('Copper IPA');
    expect(screen.getByLabelText('Batch Volume (gal)')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).recipeEquipment.batchVolume).toBe(litres);
    expect(saved(api).mashSteps[0]!.temperature).toBe(step.temperature);
  });

  it('shows mash steps in °F and checks a step temperature against its limit in °F', async () => {
    const { user, api } = renderImperial();
    await screen.findByDisplayValue('Copper IPA');
    expect(within(mash()).getByText('152 °F')).toBeInTheDocument();

    await user.click(within(mash()).getByRole('button', { name: 'Edit Saccharification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Mash Step' });
    const temperature = within(dialog).getByLabelText('Temperature (°F)');
    expect(temperature).toHaveValue('152');
    await retype(user, temperature, '213');
    await saveDialog(user, dialog);
    expect(
      await within(dialog).findByText('Step temperature must be between 32 and 212°F'),
    ).toBeInTheDocument();
    await retype(user, temperature, '212');
    await saveDialog(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(mash()).getByText('212 °F')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).mashSteps[0]!.temperature).toBe(100);
  });
});

describe('figures panel in °Plato and SRM by the chosen methods', () => {
  const figure = (key: string) => screen.getByTestId(`figure-${key}`);
  const dryHopped = () => {
    const recipe = ipaRecipe();
    return {
      ...recipe,
      recipeHops: [recipe.recipeHops[0]!, { ...recipe.recipeHops[1]!, usageStage: 'Dry Hop' }],
    };
  };

  it('shows OG, FG and colour in the user units with converted ranges, by Morey and stage-aware Tinseth', async () => {
    const api = stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': dryHopped(),
      'PUT /api/recipes/:id': dryHopped(),
    });
    const { user } = renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/recipe-1/edit',
      path: '/Recipes/:id/:mode',
      session: {
        ...imperial,
        gravityUnit: 'Plato',
        colorUnit: 'SRM',
        colorMethod: 'morey',
        ibuMethod: 'staged',
      },
    });
    await screen.findByDisplayValue('Copper IPA');
    // OG 1.061 = 14.97 °P, FG 1.013 = 3.32 °P; the American IPA's OG 1.056-1.070 = 13.8-17.1 °P.
    expect(figure('og')).toHaveTextContent('15.0');
    expect(figure('fg')).toHaveTextContent('3.3');
    expect(screen.getByText('OG (°P)')).toBeInTheDocument();
    expect(screen.getByText('(13.8 - 17.1)')).toBeInTheDocument();
    // Morey: 11.02 lb at 3.05 SRM and 0.66 lb at 60.91 SRM in 5.28 gal, MCU 13.98, 1.4922 x 13.98^0.6859
    // = 9.11 SRM (17.95 EBC, against the specification's 33), read to 0.1 SRM; the style's 10-20 EBC =
    // 5.1-10.2 SRM.
    expect(figure('ebc')).toHaveTextContent('9.1');
    expect(screen.getByText('SRM')).toBeInTheDocument();
    expect(screen.getByText('(5.1 - 10.2)')).toBeInTheDocument();
    // Stage-aware: the dry-hopped Cascade adds no bitterness (the specification counts 6.82 IBU).
    expect(figure('ibu')).toHaveTextContent('31.34');
    expect(figure('buGu')).toHaveTextContent('0.51');
    expect(screen.getByRole('meter', { name: /^OG \(°P\)/ })).toHaveAttribute('aria-valuemax', '23.8');
    // What is saved stays the specification's figures whatever the display methods.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    expect(saved(api).recipeHops.map((h) => h.ibu)).toEqual([31.34, 6.82]);
  });

  it('shows the specification figures with the default methods in the same units', async () => {
    stubApi({ ...waterRoutes, 'GET /api/recipes/:id': dryHopped() });
    renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/recipe-1/edit',
      path: '/Recipes/:id/:mode',
      session: { ...imperial, gravityUnit: 'Plato', colorUnit: 'SRM' },
    });
    await screen.findByDisplayValue('Copper IPA');
    // 33 EBC / 1.97 = 16.75 SRM, read to 0.1 SRM; Tinseth counts the dry hop as a 10-minute boil addition.
    expect(figure('ebc')).toHaveTextContent('16.8');
    expect(figure('ibu')).toHaveTextContent('38.16');
  });
});

describe('fermentable colour in SRM', () => {
  it('shows rows and the Update Fermentable modal in SRM and saves EBC without drift', async () => {
    const api = stubApi({
      ...waterRoutes,
      'GET /api/recipes/:id': ipaRecipe(),
      'PUT /api/recipes/:id': (call: { body: unknown }) =>
        reply(200, { ...ipaRecipe(), ...(call.body as object) }),
    });
    const { user } = renderWithProviders(<RecipeEditorPage />, {
      route: '/Recipes/recipe-1/edit',
      path: '/Recipes/:id/:mode',
      session: { ...TEST_SESSION, colorUnit: 'SRM' },
    });
    await screen.findByDisplayValue('Copper IPA');
    // 6 EBC / 1.97 = 3.05 SRM; 120 EBC / 1.97 = 60.91 SRM; read to 0.1 SRM: "3 SRM", "60.9 SRM".
    expect(screen.getByText(/· 3 SRM$/)).toBeInTheDocument();
    expect(screen.getByText(/· 60\.9 SRM$/)).toBeInTheDocument();

    let dialog = await openUpdateDialog(user, 'Pale Ale Malt', 'Update Fermentable');
    // A conversion, shown at the reading precision; saved untouched, the stored 6 EBC stays.
    expect(within(dialog).getByLabelText('Color Degree (SRM)')).toHaveValue('3');
    await saveDialog(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openUpdateDialog(user, 'Crystal 120', 'Update Fermentable');
    const color = within(dialog).getByLabelText('Color Degree (SRM)');
    await retype(user, color, '-1');
    await saveDialog(user, dialog);
    expect(await screen.findByText('Color Degree cannot be negative')).toBeInTheDocument();
    await retype(user, color, '40');
    await saveDialog(user, dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/· 40 SRM$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Recipe saved successfully.');
    const ebcs = saved(api).recipeFermentables.map((f) => f.ebc);
    // The untouched malt keeps exactly its 6 EBC; 40 SRM is 78.8 EBC.
    expect(ebcs[0]).toBe(6);
    expect(ebcs[1]).toBeCloseTo(78.8, 9);
  });
});

describe('a figure outside its style range in °Plato', () => {
  it('says high or low by the shown value against the shown range', () => {
    // FG 1.016 = 4.1 °P, above the American IPA's 1.008-1.014 (2.1-3.6 °P); 1.006 = 1.5 °P, below it.
    const style = findStyle('American IPA');
    const plato = { ...DEFAULT_DISPLAY_UNITS, gravity: 'Plato' } as const;
    const { unmount } = render(<FigureLine figure="fg" value={1.016} style={style} units={plato} />);
    expect(screen.getByTestId('figure-fg')).toHaveTextContent('4.1');
    expect(screen.getByText('high')).toBeInTheDocument();
    unmount();
    render(<FigureLine figure="fg" value={1.006} style={style} units={plato} />);
    expect(screen.getByText('low')).toBeInTheDocument();
  });
});
