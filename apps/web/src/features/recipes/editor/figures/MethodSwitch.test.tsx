// The methods in view under the figures (issues 30, 31): they name the methods in use, switch them in
// place (saved as the preference, the figures following at once, put back if the save fails), and say in
// one line when another method gives this recipe a different figure.
import { screen, waitFor } from '@testing-library/react';
import {
  computeFiguresWithMethods,
  DEFAULT_CALCULATION_METHODS,
  findStyle,
  type MethodFiguresInput,
} from '@wortsmith/core';
import { describe, expect, it } from 'vitest';
import { useMethodFigures } from '../../../../lib/preferences';
import { getSession } from '../../../../lib/session';
import { buildCurrentUser } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { reply, stubApi } from '../../../../test/stub-api';
import { FiguresPanel } from './FiguresPanel';

/** An extract kit: 3 lb dry extract, 3.3 lb liquid extract, 250 g crystal steeped, in 5 US gal. */
const extractKit: MethodFiguresInput = {
  recipeEquipment: { batchVolume: 18.93, efficiency: 72, boilTime: 60 },
  recipeFermentables: [
    { quantity: 1361, potentialExtract: 1.044, ebc: 20, contribution: 'notMashed' },
    { quantity: 1497, potentialExtract: 1.036, ebc: 8, contribution: 'notMashed' },
    { quantity: 250, potentialExtract: 1.034, ebc: 120, contribution: 'steeped' },
  ],
  recipeHops: [
    { quantity: 28, alphaAcidContent: 10, boilTime: 60, usageStage: 'Boil' },
    { quantity: 60, alphaAcidContent: 12, boilTime: 20, usageStage: 'Whirlpool' },
  ],
  recipeYeasts: [{ attenuation: 78 }],
};
const apa = findStyle('American Pale Ale');

/** The panel as the recipe screen shows it, figures by the brewer's methods. */
function Panel() {
  const figuresOf = useMethodFigures();
  return <FiguresPanel figures={figuresOf(extractKit)} style={apa} input={extractKit} />;
}

describe('MethodSwitch', () => {
  it('names the methods in use and offers by stage with the OG it gives', async () => {
    stubApi({});
    renderWithProviders(<Panel />, { session: true });
    expect(screen.getByLabelText('Gravity')).toHaveValue('spec');
    expect(screen.getByLabelText('Colour')).toHaveValue('spec');
    expect(screen.getByLabelText('Bitterness')).toHaveValue('spec');
    const byStage = computeFiguresWithMethods(extractKit, {
      ...DEFAULT_CALCULATION_METHODS,
      gravityMethod: 'byStage',
    });
    expect(screen.getByTestId('method-note-gravityMethod')).toHaveTextContent(
      `By stage, OG is ${byStage.og.toFixed(3)}: malt extract and sugar give all their extract`,
    );
    expect(screen.getByTestId('method-note-ibuMethod')).toHaveTextContent(/Stage-aware, IBU is \d+/);
  });

  it('switches in place with one click: saved as the preference, the figures follow, the line goes', async () => {
    const { calls } = stubApi({ 'PUT /api/users/:id': () => buildCurrentUser({ gravityMethod: 'byStage' }) });
    const { user } = renderWithProviders(<Panel />, { session: true });
    await user.click(screen.getByRole('button', { name: 'Use by stage' }));
    expect(getSession()?.gravityMethod).toBe('byStage');
    expect(screen.getByLabelText('Gravity')).toHaveValue('byStage');
    expect(screen.queryByTestId('method-note-gravityMethod')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ gravityMethod: 'byStage' });
    const byStage = computeFiguresWithMethods(extractKit, {
      ...DEFAULT_CALCULATION_METHODS,
      gravityMethod: 'byStage',
    });
    expect(screen.getByTestId('figure-og')).toHaveTextContent(byStage.og.toFixed(3));
  });

  it('puts the method back when the save fails', async () => {
    const { calls } = stubApi({
      'PUT /api/users/:id': () => reply(500, { message: 'Something went wrong on our side.' }),
    });
    const { user } = renderWithProviders(<Panel />, { session: true });
    await user.selectOptions(screen.getByLabelText('Bitterness'), 'staged');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Bitterness')).toHaveValue('spec'));
    expect(getSession()?.ibuMethod).not.toBe('staged');
  });
});
