// The equipment profile (SPEC §3, §5): litres, minutes, Celsius and a brewhouse efficiency in percent.
import { numberField, requiredTextField, textField } from './field';
import { defineKind } from './kind';

const measure = (label: string, unit: 'L' | 'minutes', help: string) =>
  numberField({ label, unit, min: 0, help, ...(unit === 'L' ? { quantity: 'volume' as const } : {}) });

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
      help: 'The share of the malt’s potential extract that reaches the fermenter in your brewhouse. The original gravity is computed with it.',
    }),
    batchVolume: measure(
      'Batch Volume',
      'L',
      'The volume of wort that goes into the fermenter. Gravities, colour and bitterness are worked out for this volume.',
    ),
    batchTime: measure(
      'Batch Time',
      'minutes',
      'How long a whole brew day takes with this kit, from heating the mash water to a cleaned kettle.',
    ),
    boilTime: measure(
      'Boil Time',
      'minutes',
      'How long the wort boils. Hops added at the start boil this long, and the boil off is counted for it.',
    ),
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
      help: 'The water that evaporates in an hour of boiling. For the boil time it is added to the batch volume, with the trub loss and dead space, to give the pre-boil volume.',
    }),
    trubLoss: measure(
      'Trub Loss',
      'L',
      'Wort left behind in the kettle with the hop and protein sludge (trub) when you transfer to the fermenter.',
    ),
    deadSpace: measure(
      'Dead Space',
      'L',
      'Liquid that stays under the false bottom or below the tap of the mash tun and never reaches the kettle.',
    ),
  },
  summary: [],
});
