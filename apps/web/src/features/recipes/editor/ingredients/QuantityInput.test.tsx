// An amount typed in an ingredient row: a value that is no valid quantity stays as typed with its
// message beside the box and is not reported (the figures keep the last valid amount); Escape brings
// the last valid amount back.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPEC_AMOUNT_UNITS } from '@wortsmith/core';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';

describe('inline quantity', () => {
  it('keeps an invalid text with its message, reports only valid grams and restores on Escape', async () => {
    const user = userEvent.setup();
    const onGrams = vi.fn();
    render(
      <QuantityInput
        list="recipeHops"
        amount={{ quantity: 40 }}
        units={SPEC_AMOUNT_UNITS}
        label="Quantity of Cascade (grams)"
        onQuantity={onGrams}
      />,
    );
    const box = screen.getByLabelText('Quantity of Cascade (grams)');

    await user.clear(box);
    await user.type(box, 'abc');
    await user.tab();
    expect(box).toHaveValue('abc');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Quantity must be a number');
    expect(onGrams).not.toHaveBeenCalled();

    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('40');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    expect(box).not.toHaveAccessibleDescription();

    await user.clear(box);
    await user.type(box, '0');
    expect(box).toHaveAccessibleDescription(/.+/);
    await user.type(box, ',5');
    expect(onGrams).toHaveBeenLastCalledWith(0.5);
    expect(box).not.toHaveAccessibleDescription();
  });

  it('takes grain in pounds and a yeast in packs, each shown back as typed', async () => {
    const user = userEvent.setup();
    const onGrams = vi.fn();
    const units = { weight: 'oz', grain: 'lb' } as const;
    const { unmount } = render(
      <QuantityInput
        list="recipeFermentables"
        amount={{ quantity: 4535.929 }}
        units={units}
        label="Quantity of Pale Malt (lb)"
        onQuantity={onGrams}
      />,
    );
    const grain = screen.getByLabelText('Quantity of Pale Malt (lb)');
    // 4535.929 g is 10 lb (2.20462 lb per kg).
    expect(grain).toHaveValue('10');
    await user.clear(grain);
    await user.type(grain, '11,5');
    // 11.5 lb in grams, to the milligram.
    expect(onGrams).toHaveBeenLastCalledWith(5216.318);
    unmount();

    const onPacks = vi.fn();
    render(
      <QuantityInput
        list="recipeYeasts"
        amount={{ quantity: 1, unit: 'pack' }}
        units={units}
        label="Quantity of US-05 (packs)"
        onQuantity={onPacks}
      />,
    );
    const yeast = screen.getByLabelText('Quantity of US-05 (packs)');
    expect(yeast).toHaveValue('1');
    await user.clear(yeast);
    await user.type(yeast, '2');
    expect(onPacks).toHaveBeenLastCalledWith(2);
  });
});
