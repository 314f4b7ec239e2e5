// Help on technical catalogue fields (issue 14 point 6): an info button beside the label, reached by
// keyboard, whose tooltip is the field's help from its core description and is announced as the
// button's description; plain fields have none.
import { screen, waitFor } from '@testing-library/react';
import { CATALOGUE_DESCRIPTIONS } from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_SESSION } from '../../test/render';
import { stubApi } from '../../test/stub-api';

describe('help on catalogue fields', () => {
  it('reaches the colour help by keyboard and announces it', async () => {
    stubApi({ 'GET /api/fermentables': [] });
    const { user } = renderApp({ route: '/Fermentables/new', session: TEST_SESSION });
    await screen.findByRole('heading', { name: 'Add New Fermentable' });
    // The help buttons' tooltip is loaded with the first field that has help.
    const button = await screen.findByRole('button', { name: 'About Color Degree (EBC)' });
    screen.getByLabelText('Type').focus();
    await user.tab();
    expect(button).toHaveFocus();
    const help = CATALOGUE_DESCRIPTIONS.fermentables.fields.ebc.help!;
    expect(await screen.findByRole('tooltip')).toHaveTextContent(help);
    expect(button).toHaveAccessibleDescription(help);
    await user.tab();
    expect(screen.getByLabelText('Color Degree (EBC)')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('puts help on every technical field of the equipment form and none on its name', async () => {
    stubApi({ 'GET /api/equipments': [] });
    renderApp({ route: '/Equipments/new', session: TEST_SESSION });
    await screen.findByRole('heading', { name: 'Add New Equipment' });
    const helped = (await screen.findAllByRole('button', { name: /^About / })).map((b) => b.textContent);
    expect(helped).toEqual([
      'About Efficiency (%)',
      'About Batch Volume (L)',
      'About Batch Time (minutes)',
      'About Boil Time (minutes)',
      'About Boil Off (L)',
      'About Trub Loss (L)',
      'About Dead Space (L)',
      'About Grain Absorption (L/kg)',
      'About Mash Thickness (L/kg)',
      'About Sparge Method',
      'About Mash Tun Heat Capacity (L)',
      'About Fermenter Loss (L)',
    ]);
  });

  it('opens the help with a click (a tap on a phone) and closes it with a second', async () => {
    stubApi({ 'GET /api/hops': [] });
    const { user } = renderApp({ route: '/Hops/new', session: TEST_SESSION });
    await screen.findByRole('heading', { name: 'Add New Hop' });
    const button = await screen.findByRole('button', { name: 'About Alpha Acid (%)' });
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      CATALOGUE_DESCRIPTIONS.hops.fields.alphaAcidContent.help!,
    );
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
