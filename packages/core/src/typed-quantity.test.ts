// A number typed in another unit: the canonical rule with its limits converted and stated in that unit,
// stored without drift; in the canonical unit the text goes on for the schema's own message.
import { describe, expect, it } from 'vitest';
import { batchSchema, gravityRule, readingSchema, readingTemperatureRule, volumeRule } from './batch';
import { formatQuantity } from './quantities';
import { typedQuantity } from './typed-quantity';

describe('typedQuantity', () => {
  it('passes the text on in the canonical unit, so the schema says what is wrong in its words', () => {
    expect(typedQuantity('gravity', '1.3', 'SG', gravityRule('Measured OG'))).toEqual({ value: '1.3' });
    expect(batchSchema.shape.measuredOg.safeParse('1.3').error?.issues[0]?.message).toBe(
      'Measured OG must be between 0.950 and 1.200',
    );
  });

  it('keeps a canonical value a conversion made when its field is left as it showed it (no drift)', () => {
    const fromGallons = 5 * 3.78541; // 18.92705 L, shown "18.9"
    expect(typedQuantity('volume', '18.9', 'L', volumeRule('Pre-boil volume'), fromGallons)).toEqual({
      value: fromGallons,
    });
    expect(typedQuantity('volume', '18.90', 'L', volumeRule('Pre-boil volume'), fromGallons)).toEqual({
      value: '18.90',
    });
    expect(typedQuantity('volume', '18.93', 'L', volumeRule('Pre-boil volume'), 18.93)).toEqual({
      value: 18.93,
    });
  });

  it('states the limits in °Plato: 0.950-1.200 SG is -13.5 to 43.9 °P', () => {
    expect(typedQuantity('gravity', '50', 'Plato', gravityRule('Measured OG'))).toEqual({
      message: 'Measured OG must be between -13.5 and 43.9 °P',
    });
  });

  it('states the reading temperature limits in °F: -20 to 110 °C is -4 to 230 °F', () => {
    expect(typedQuantity('temperature', '240', 'F', readingTemperatureRule)).toEqual({
      message: 'Temperature must be between -4 and 230 °F',
    });
    // 68 °F is 20 °C, which the reading schema takes.
    const typed = typedQuantity('temperature', '68', 'F', readingTemperatureRule);
    expect(typed).toEqual({ value: 20 });
    expect(readingSchema.shape.temperature.safeParse(20).success).toBe(true);
  });

  it('states a volume limit in gallons, and a negative one as the rule says it', () => {
    expect(typedQuantity('volume', '30000', 'gal', volumeRule('Fermenter volume'))).toEqual({
      message: 'Fermenter volume must be at most 26417.22 gal',
    });
    expect(typedQuantity('volume', '-1', 'gal', volumeRule('Fermenter volume'))).toEqual({
      message: 'Fermenter volume cannot be negative',
    });
  });

  it('stores 12.0 °P and 5 gal so they show back as typed, and keeps a stored value shown back unchanged', () => {
    const plato = typedQuantity('gravity', '12.0', 'Plato', gravityRule('Gravity'));
    expect(formatQuantity('gravity', plato.value as number, 'Plato')).toBe('12.0 °P');
    const gallons = typedQuantity('volume', '5', 'gal', volumeRule('Fermenter volume'));
    expect(gallons).toEqual({ value: 5 * 3.78541 });
    // 1.048 shows as 11.9 °P; saving 11.9 again keeps 1.048 exactly.
    expect(typedQuantity('gravity', '11.9', 'Plato', gravityRule('Gravity'), 1.048)).toEqual({
      value: 1.048,
    });
  });

  it('passes a text that is no number on, for the schema\'s "must be a number"', () => {
    expect(typedQuantity('gravity', 'abc', 'Plato', gravityRule('Gravity'))).toEqual({ value: 'abc' });
    expect(typedQuantity('gravity', '', 'Plato', gravityRule('Gravity'))).toEqual({ value: '' });
  });
});
