// The equipment profile (SPEC §3, §5): litres, minutes, Celsius and a brewhouse efficiency in percent.
import { numberField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

const measure = (label: string, unit: 'L' | 'minutes') =>
  numberField({ label, unit, min: 0, ...(unit === 'L' ? { quantity: 'volume' as const } : {}) });

/**
 * Equipment. A new profile starts with what holds in nearly every brewhouse (water boils at 100 °C, a
 * typical 72 % efficiency, as the official profiles); sizes and losses are the brewer's own kit.
 */
export const EQUIPMENT = defineKind({
  kind: 'equipments',
  fields: {
    name: requiredTextField('Name', 50),
    description: textField('Description', 500, { input: 'textarea' }),
    efficiency: numberField({
      label: 'Efficiency',
      unit: '%',
      min: 0,
      max: 1100,
      tooSmall: 'Efficiency must be between 0 and 1.100.',
      tooLarge: 'Efficiency must be between 0 and 1.100.',
      default: 72,
    }),
    batchVolume: measure('Batch Volume', 'L'),
    batchTime: measure('Batch Time', 'minutes'),
    boilTime: measure('Boil Time', 'minutes'),
    boilTemperature: numberField({
      label: 'Boil Temperature',
      unit: '°C',
      quantity: 'temperature',
      min: 0,
      max: 100,
      tooSmall: 'Boil temperature must be between 0 and 100°C.',
      tooLarge: 'Boil temperature must be between 0 and 100°C.',
      default: 100,
    }),
    // SPEC §2.5 labels it in litres; the pre-boil volume formula reads it per hour of boil.
    boilOff: numberField({
      label: 'Boil Off',
      unit: 'L',
      quantity: 'volume',
      min: 0,
      hint: 'Boiled off per hour of boil.',
    }),
    trubLoss: measure('Trub Loss', 'L'),
    deadSpace: measure('Dead Space', 'L'),
  },
  summary: [],
});
