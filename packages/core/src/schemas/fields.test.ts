// How form inputs become numbers and texts, and how failures become the messages a user reads.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstValidationMessage, nullableNumber, requiredNumber, validationMessages } from './fields';

const volume = requiredNumber(
  { required: 'Batch volume is required.', type: 'Batch volume must be a number.' },
  (n) => n.min(0, 'Batch volume cannot be negative.'),
);

describe('numeric inputs', () => {
  it.each([
    ['23', 23],
    [' 23.5 ', 23.5],
    ['23,5', 23.5],
    [0, 0],
    ['0', 0],
  ])('read %j as %d', (input, value) => {
    expect(volume.parse(input)).toBe(value);
  });

  it.each([
    ['', 'Batch volume is required.'],
    ['  ', 'Batch volume is required.'],
    [null, 'Batch volume is required.'],
    [undefined, 'Batch volume is required.'],
    [Number.NaN, 'Batch volume is required.'],
    ['2x', 'Batch volume must be a number.'],
    [Number.POSITIVE_INFINITY, 'Batch volume must be a number.'],
    [true, 'Batch volume must be a number.'],
  ])('reject %j with "%s"', (input, message) => {
    const result = volume.safeParse(input);
    expect(result.success || validationMessages(result.error)).toEqual([message]);
  });

  it('turn an empty optional number into null', () => {
    const ebc = nullableNumber('Color Degree must be a number.');
    expect(ebc.parse('')).toBeNull();
    expect(ebc.parse(undefined)).toBeNull();
    expect(ebc.parse('6,5')).toBe(6.5);
  });
});

describe('firstValidationMessage', () => {
  it('gives the first message, or "Validation error." when there is none', () => {
    const result = z.object({ a: volume, b: volume }).safeParse({ a: '', b: 'x' });
    expect(result.success || firstValidationMessage(result.error)).toBe('Batch volume is required.');
    expect(firstValidationMessage(new z.ZodError([]))).toBe('Validation error.');
  });
});
