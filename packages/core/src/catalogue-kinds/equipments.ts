// The equipment profile (SPEC §3, §5): litres, minutes, Celsius and a brewhouse efficiency in percent.
import type { z } from 'zod';
import { SPARGE_METHODS } from '../options';
import { DEFAULT_GRAIN_ABSORPTION, DEFAULT_MASH_THICKNESS } from '../water/volumes';
import { numberField, optionalNumberField, optionalOptionField, requiredTextField, textField } from './field';
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
    // The mash water's fields: all optional, a recipe's water section uses the defaults of
    // water/volumes.ts and water/strike-temperature.ts for any left empty.
    grainAbsorption: optionalNumberField({
      label: 'Grain Absorption',
      unit: 'L/kg',
      min: 0,
      max: 10,
      hint: `Empty: ${DEFAULT_GRAIN_ABSORPTION} L/kg.`,
      help: 'The water each kilogram of grain keeps when the mash is drained; it never reaches the kettle. About 1 L/kg (half a quart per pound) for a drained mash, less for a squeezed bag.',
    }),
    mashThickness: optionalNumberField({
      label: 'Mash Thickness',
      unit: 'L/kg',
      min: 0,
      max: 20,
      hint: `Empty: ${DEFAULT_MASH_THICKNESS} L/kg.`,
      help: 'The strike water per kilogram of grain. Thinner mashes (more water) suit fly and batch sparging less water; with no sparge all the water goes into the mash.',
    }),
    spargeMethod: optionalOptionField('Sparge Method', SPARGE_METHODS, 'Invalid sparge method', {
      emptyOption: 'Not specified',
      hint: 'Not specified: batch sparge.',
      help: 'How the grain is rinsed after the mash: in one or more batches, continuously (fly), or not at all (brew in a bag or an all-in-one system mashing with all the water).',
    }),
    mashTunHeatCapacity: optionalNumberField({
      label: 'Mash Tun Heat Capacity',
      unit: 'L',
      quantity: 'volume',
      min: 0,
      max: 100,
      hint: 'As litres of water; empty: 0 (a preheated tun).',
      help: 'The heat the mash tun takes from the strike water, as the litres of water that would take the same: its weight in kg times its specific heat (stainless steel about 0.12, plastic about 0.3). Leave empty if you preheat the tun.',
    }),
    fermenterLoss: optionalNumberField({
      label: 'Fermenter Loss',
      unit: 'L',
      quantity: 'volume',
      min: 0,
      hint: 'Empty: 0.',
      help: 'Beer left in the fermenter with the yeast when you package. It does not change the brew-day water; it tells how much beer you will bottle or keg.',
    }),
  },
  summary: [],
});

/**
 * The equipment fields the mash water needs, copied with the equipment into a recipe (a recipe saved
 * before they existed has none of them: each then reads null, and the water rules use their defaults).
 */
export const MASH_WATER_FIELDS = [
  'grainAbsorption',
  'mashThickness',
  'spargeMethod',
  'mashTunHeatCapacity',
  'fermenterLoss',
] as const satisfies readonly (keyof typeof EQUIPMENT.fields)[];
export type MashWaterField = (typeof MASH_WATER_FIELDS)[number];

/** An equipment's mash-water settings, each null where not given. */
export type MashWaterSettings = { [N in MashWaterField]: z.output<(typeof EQUIPMENT.fields)[N]['schema']> };

/** The mash-water settings of an equipment or its recipe copy, null where it has none (an older recipe). */
export function mashWaterSettings(equipment: Partial<Record<MashWaterField, unknown>>): MashWaterSettings {
  const settings: Record<string, unknown> = {};
  for (const name of MASH_WATER_FIELDS) settings[name] = equipment[name] ?? null;
  return settings as MashWaterSettings;
}
