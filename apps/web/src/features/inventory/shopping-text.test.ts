import { describe, expect, it } from 'vitest';
import { buildShoppingLine } from '../../test/fixtures';
import { shoppingListCsv, shoppingListText } from './shopping-text';

const lines = [
  buildShoppingLine(),
  buildShoppingLine({
    kind: 'hops',
    itemId: null,
    name: 'Citra, "T90"',
    amount: 100,
    needed: 100,
    inStock: 0,
    toBuy: 100,
  }),
];

describe('the shopping list as text', () => {
  it('says what to buy under each kind, in the brewer’s units', () => {
    expect(shoppingListText(lines, { weight: 'oz', grain: 'lb' })).toBe(
      [
        'Shopping list',
        '',
        'Fermentables',
        '- Maris Otter: buy 8.82 lb (needed 11.02 lb, in stock 2.20 lb)',
        '',
        'Hops',
        '- Citra, "T90": buy 3.53 oz (needed 3.53 oz, not linked to a catalogue item)',
      ].join('\n'),
    );
  });

  it('is CSV with a header row, quoting what needs it', () => {
    expect(shoppingListCsv(lines, { weight: 'g', grain: 'kg' })).toBe(
      [
        'Kind,Item,Needed,In stock,To buy,Note',
        'Fermentables,Maris Otter,5.00 kg,1.00 kg,4.00 kg,',
        'Hops,"Citra, ""T90""",100 g,0 g,100 g,Not linked to a catalogue item',
      ].join('\r\n'),
    );
  });
});
