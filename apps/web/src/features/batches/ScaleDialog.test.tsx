// The Scale dialog past the equipment's size: 40 L on the 30 L all-in-one needs 46.5 L before the boil,
// which the dialog says, offering the brewer's profile that fits; taking it puts that profile into the
// scaled recipe.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEquipment, buildRecipe } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { retype } from '../../test/typing';
import { ScaleDialog } from './ScaleDialog';

const allInOne = buildEquipment({
  id: 'aio',
  userId: 'official',
  name: 'All-in-one 30 L system',
  efficiency: 72,
  batchVolume: 21,
  boilOff: 3,
  trubLoss: 2,
  deadSpace: 1.5,
});
const bigKettle = buildEquipment({ id: 'big', name: 'Big kettle 60 L', efficiency: 68, batchVolume: 45 });
const recipe = buildRecipe({
  volumeLiters: 21,
  recipeEquipment: {
    ...buildRecipe().recipeEquipment,
    id: 'aio',
    name: 'All-in-one 30 L system',
    batchVolume: 21,
    efficiency: 72,
    boilTime: 60,
    boilOff: 3,
    trubLoss: 2,
    deadSpace: 1.5,
  },
});

function renderDialog() {
  return renderWithProviders(<ScaleDialog recipe={recipe} open onOpenChange={() => undefined} />, {
    session: true,
  });
}

describe('ScaleDialog', () => {
  it('warns when the volume is past what the equipment is set up for and offers the brewer’s bigger one', async () => {
    stubApi({ 'GET /api/equipments': [allInOne, bigKettle] });
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Scale recipe' });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    await retype(user, within(dialog).getByLabelText('Batch volume (L)'), '40');
    const warning = await within(dialog).findByRole('status');
    expect(warning).toHaveTextContent(
      'Before the boil this needs 46.5 L: more than All-in-one 30 L system is set up for (21 L, 27.5 L before the boil).',
    );
    await user.click(within(warning).getByRole('button', { name: 'Use Big kettle 60 L (45 L)' }));

    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Efficiency (%)')).toHaveValue('68');
    const equipmentRow = within(dialog).getByRole('row', { name: /^Equipment/ });
    expect(equipmentRow).toHaveTextContent('All-in-one 30 L systemBig kettle 60 L');
  });

  it('says so when none of the brewer’s equipment is set up for the volume', async () => {
    stubApi({ 'GET /api/equipments': [allInOne] });
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Scale recipe' });
    await retype(user, within(dialog).getByLabelText('Batch volume (L)'), '40');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'None of your equipment is set up for this volume.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });
});
