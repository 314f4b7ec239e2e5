// The Tools page as a brewer meets it: from the sidebar, each calculator works out its results as the
// brewer types, in metric and in imperial units, with the figures of the core's worked examples.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';

const imperial = {
  ...TEST_SESSION,
  weightUnit: 'oz',
  volumeUnit: 'gal',
  temperatureUnit: 'F',
  gravityUnit: 'Plato',
} as const;

/** Opens /Tools signed in with `session` and returns the calculator titled `title`. */
async function openTool(title: string, session: typeof TEST_SESSION = TEST_SESSION) {
  stubApi({});
  const rendered = renderApp({ route: '/Tools', session });
  await screen.findByRole('heading', { name: 'Brewing tools' });
  return { ...rendered, tool: screen.getByRole('region', { name: title }) };
}

/** Replaces what the field labelled `label` in `scope` holds with `text`. */
async function retype(user: UserEvent, scope: HTMLElement, label: string, text: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
}

const results = (scope: HTMLElement, name: string) => within(scope).getByRole('status', { name });

describe('Tools page', () => {
  it('is in the sidebar and names the source of every calculator', async () => {
    stubApi({});
    const { user, router } = renderApp({ route: '/Main', session: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Tools' }));
    expect(await screen.findByRole('heading', { name: 'Brewing tools' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Tools');
    expect(within(nav).getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
    const titles = [
      'Carbonation and priming',
      'Pitch rate and starter',
      'Refractometer',
      'Hydrometer temperature correction',
      'Brew-day corrections',
    ];
    for (const title of titles) {
      expect(within(screen.getByRole('region', { name: title })).getByText(/^Source: /)).toBeInTheDocument();
    }
  });

  it('primes a wheat beer in litres and °C, per batch, per bottle and for each sugar, and sets a keg', async () => {
    const { user, tool } = await openTool('Carbonation and priming');
    await user.selectOptions(within(tool).getByLabelText('Style'), 'Weissbier');
    expect(within(tool).getByLabelText('CO₂ (volumes)')).toHaveValue('3.9');
    await retype(user, tool, 'Beer temperature (°C)', '20');
    await retype(user, tool, 'Beer volume (L)', '2');
    // Live: 2 L first, then 20 L as the second keystroke lands.
    const priming = results(tool, 'Priming sugar');
    expect(priming).toHaveTextContent('Sugar for the batch23.4 g');
    await user.type(within(tool).getByLabelText('Beer volume (L)'), '0');
    // 20 °C holds 0.86 volumes; 3.04 more in 20 L is 120 g of CO2: 233.6 g of sucrose.
    expect(priming).toHaveTextContent('CO₂ already in the beer0.86 vol');
    expect(priming).toHaveTextContent('Sugar for the batch233.6 g');
    const bottles = within(priming).getByRole('table', { name: 'Per bottle' });
    expect(within(bottles).getByRole('row', { name: /^500 mL/ })).toHaveTextContent('5.8 g');
    const sugars = within(priming).getByRole('table', { name: 'Each sugar for the batch' });
    expect(within(sugars).getByRole('row', { name: /^Honey/ })).toHaveTextContent('78 %');
    expect(within(sugars).getByRole('row', { name: /^Corn sugar/ })).toHaveTextContent('91 %270.5 g');

    await user.selectOptions(within(tool).getByLabelText('Sugar'), 'corn');
    expect(priming).toHaveTextContent('Sugar for the batch270.5 g');
    await retype(user, tool, 'Serving temperature (°C)', '4');
    const keg = results(tool, 'Keg pressure');
    expect(keg).toHaveTextContent('Regulator184.1 kPa (1.84 bar)to hold 3.9 volumes');
    expect(keg).toHaveTextContent('In psi26.7 psi');
  });

  it('primes 5 gallons at 68 °F in ounces and sets a keg in psi first', async () => {
    const { user, tool } = await openTool('Carbonation and priming', imperial);
    await retype(user, tool, 'CO₂ (volumes)', '2.5');
    await retype(user, tool, 'Beer temperature (°F)', '68');
    await retype(user, tool, 'Beer volume (gal)', '5');
    await user.selectOptions(within(tool).getByLabelText('Sugar'), 'corn');
    // The core's worked example: about 138 g of corn sugar.
    const priming = results(tool, 'Priming sugar');
    expect(priming).toHaveTextContent('Sugar for the batch4.87 oz (138.0 g)');
    const bottles = within(priming).getByRole('table', { name: 'Per bottle' });
    expect(within(bottles).getByRole('row', { name: /^12 fl oz/ })).toHaveTextContent('0.09 oz (2.6 g)');
    await retype(user, tool, 'Serving temperature (°F)', '38');
    // The ASBC chart's 11 psi for 2.5 volumes at 38 °F.
    expect(results(tool, 'Keg pressure')).toHaveTextContent(
      'Regulator11.2 psito hold 2.5 volumesIn kPa77.5 kPa (0.78 bar)',
    );
  });

  it('counts the cells a 20 L ale needs, what a pack and a starter give, and suggests what is missing', async () => {
    const { user, tool } = await openTool('Pitch rate and starter');
    expect(within(tool).getByLabelText('Fermentation')).toHaveValue('ale');
    const cells = results(tool, 'Yeast cells');
    // 20 L at 1.050 (12.4 °P) at 0.75: 186 billion; one fresh liquid pack holds 100.
    expect(cells).toHaveTextContent('Cells needed186 billion');
    expect(cells).toHaveTextContent('Cells in the packs100 billion');
    expect(cells).toHaveTextContent(
      'Make a 0.8 L starter at 1.036 on a stir plate: about 205 billion cells.',
    );

    await user.click(within(tool).getByRole('button', { name: 'Add a starter step' }));
    const step = within(tool).getByRole('group', { name: 'Step 1' });
    expect(within(step).getByLabelText('Volume (L)')).toHaveValue('1');
    expect(within(step).getByText('231 billion cells after it')).toBeInTheDocument();
    expect(cells).toHaveTextContent('Cells after the starter231 billion');
    expect(cells).toHaveTextContent('Enough yeast for this wort.');

    await user.selectOptions(within(tool).getByLabelText('Fermentation'), 'lager');
    expect(within(tool).getByLabelText('Pitch rate (million cells per mL per °P)')).toHaveValue('1.5');
    expect(cells).toHaveTextContent('Cells needed372 billion');
    await user.click(within(tool).getByRole('button', { name: 'Remove step 1' }));
    const pack = within(tool).getByRole('group', { name: 'Pack 1' });
    await user.selectOptions(within(pack).getByLabelText('Form'), 'dry');
    await retype(user, pack, 'Amount (g)', '23');
    expect(cells).toHaveTextContent('Cells in the packs460 billion');
    expect(cells).toHaveTextContent('Enough yeast for this wort.');
  });

  it('ages a liquid pack by its production date and works in gallons and °Plato', async () => {
    const { user, tool } = await openTool('Pitch rate and starter', imperial);
    await retype(user, tool, 'Wort volume (gal)', '5');
    await retype(user, tool, 'OG (°P)', '12.4');
    await user.selectOptions(within(tool).getByLabelText('Fermentation'), 'lager');
    const cells = results(tool, 'Yeast cells');
    expect(cells).toHaveTextContent('Cells needed352 billion');
    const pack = within(tool).getByRole('group', { name: 'Pack 1' });
    await retype(user, tool, 'Pitch date', '2026-11-27');
    await retype(user, pack, 'Production date', '2026-10-28');
    expect(within(pack).getByText('79 % alive (30 days old)')).toBeInTheDocument();
    expect(cells).toHaveTextContent('Cells in the packs79 billion');

    await user.click(within(tool).getByRole('button', { name: 'Add a starter step' }));
    const step = within(tool).getByRole('group', { name: 'Step 1' });
    expect(within(step).getByLabelText('Volume (gal)')).toHaveValue('0.5');
    expect(within(step).getByLabelText('Gravity (°P)')).toHaveValue('9');
    await user.selectOptions(within(step).getByLabelText('Agitation'), 'none');
    expect(cells).toHaveTextContent(/Cells after the starter\d+ billion/);
  });

  it('reads Brix as OG and, with a later reading, as the gravity under alcohol, at the brewer’s own WCF', async () => {
    const { user, tool } = await openTool('Refractometer', { ...TEST_SESSION, wortCorrectionFactor: 1.02 });
    expect(within(tool).getByLabelText('Wort correction factor')).toHaveValue('1.02');
    const out = results(tool, 'Refractometer results');
    expect(out).toHaveTextContent('OG1.051');
    expect(out).toHaveTextContent('Current gravity1.012');
    expect(out).toHaveTextContent('ABV so far5.1 %');
    await retype(user, tool, 'Wort correction factor', '1.04');
    await user.clear(within(tool).getByLabelText('Current reading (°Brix)'));
    expect(out).toHaveTextContent('OG1.050');
    expect(out).not.toHaveTextContent('Current gravity');
  });

  it('shows a refractometer’s OG in °Plato', async () => {
    const { tool } = await openTool('Refractometer', imperial);
    expect(results(tool, 'Refractometer results')).toHaveTextContent('OG12.4 °P');
  });

  it('corrects a warm hydrometer reading to 20 °C, and to 68 °F in imperial', async () => {
    const metric = await openTool('Hydrometer temperature correction');
    expect(within(metric.tool).getByLabelText('Calibrated at (°C)')).toHaveValue('20');
    await retype(metric.user, metric.tool, 'Sample temperature (°C)', '30');
    expect(results(metric.tool, 'Corrected gravity')).toHaveTextContent('Corrected gravity1.053');
    metric.unmount();

    const { user, tool } = await openTool('Hydrometer temperature correction', imperial);
    expect(within(tool).getByLabelText('Calibrated at (°F)')).toHaveValue('68');
    // Hall's worked example: 1.050 at 100 °F on a 60 °F hydrometer is 1.056 (13.9 °P).
    await retype(user, tool, 'Reading (°P)', '12.4');
    await retype(user, tool, 'Sample temperature (°F)', '100');
    await retype(user, tool, 'Calibrated at (°F)', '60');
    expect(results(tool, 'Corrected gravity')).toHaveTextContent('Corrected gravity13.9 °P');
  });

  it('says where a low pre-boil gravity leads and the ways back, and dilutes a strong wort after the boil', async () => {
    const { user, tool } = await openTool('Brew-day corrections');
    const before = results(tool, 'Before the boil');
    // 27 L at 1.040 boiling off 3 L/h for an hour: 24 L at 1.045.
    expect(before).toHaveTextContent('Heading for OG1.045planned 1.050');
    expect(before).toHaveTextContent('Volume after the boil24.0 L');
    expect(before).toHaveTextContent('Boil 48 minutes longer to reach 1.050 (less beer).');
    expect(before).toHaveTextContent('Or: Add 327.0 g of dry malt extract to reach 1.050.');

    await retype(user, tool, 'Measured OG (SG)', '1.060');
    await retype(user, tool, 'Post-boil volume (L)', '20');
    const after = results(tool, 'After the boil');
    expect(after).toHaveTextContent('Add 4.0 L of water to come down to 1.050 (more beer).');
    await retype(user, tool, 'Measured OG (SG)', '1.050');
    expect(after).toHaveTextContent('On plan: nothing to correct.');
  });

  it('works the brew-day corrections in gallons and °Plato', async () => {
    const { tool } = await openTool('Brew-day corrections', imperial);
    expect(within(tool).getByLabelText('Boil-off (gal per hour)')).toHaveValue('0.8');
    const before = results(tool, 'Before the boil');
    expect(before).toHaveTextContent('Heading for OG11.2 °Pplanned 12.4 °P');
    expect(before).toHaveTextContent('Volume after the boil6.21 gal');
    expect(before).toHaveTextContent('Boil 45 minutes longer');
    expect(before).toHaveTextContent('Add 10.97 oz (311.0 g) of dry malt extract');
  });
});
