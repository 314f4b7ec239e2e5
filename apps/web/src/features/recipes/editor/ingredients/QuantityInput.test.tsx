// An amount typed in an ingredient row: a value that is no valid quantity stays as typed with its
// message beside the box and is not reported (the figures keep the last valid amount); Escape brings
// the last valid amount back.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';

describe('inline quantity', () => {
  it('keeps an invalid text with its message, reports only valid grams and restores on Escape', async () => {
    const user = userEvent.setup();
    const onGrams = vi.fn();
    render(<QuantityInput grams={40} unit="g" label="Quantity of Cascade (grams)" onGrams={onGrams} />);
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
});
