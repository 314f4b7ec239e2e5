// The number rules recipe ingredients share, with SPEC §5's message patterns: "<Field> is required",
// "<Field> must be a number", "<Field> cannot be negative", "<Field> cannot exceed 100".
import { z } from 'zod';
import { defaultedNumber, nullableNumber, requiredNumber } from '../schemas/fields';

/** Not negative, required. */
export const notNegative = (label: string) =>
  requiredNumber({ required: `${label} is required`, type: `${label} must be a number` }, (n) =>
    n.min(0, `${label} cannot be negative`),
  );

/** Not negative, 0 when left out. */
export const notNegativeOrZero = (label: string) =>
  defaultedNumber(`${label} must be a number`, 0, (n) => n.min(0, `${label} cannot be negative`));

/** Not negative, or empty (null). */
export const nullableNotNegative = (label: string) =>
  nullableNumber(`${label} must be a number`, (n) => n.min(0, `${label} cannot be negative`));

const percentRules = (label: string) => (n: z.ZodNumber) =>
  n.min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100`);

/** A percentage, 0 to 100, required. */
export const percent = (label: string) =>
  requiredNumber(
    { required: `${label} is required`, type: `${label} must be a number` },
    percentRules(label),
  );

/** A percentage, 0 to 100, or empty (null). */
export const nullablePercent = (label: string) =>
  nullableNumber(`${label} must be a number`, percentRules(label));

/** A computed figure on input: optional, the server recomputes it. */
export const computedFigure = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.number({ error: 'Computed figures must be numbers' }).optional(),
);
