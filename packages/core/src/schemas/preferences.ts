// A brewer's display preferences (issue 14): volume, temperature, colour, gravity and grain (issue 30) units, the colour,
// bitterness and gravity (issue 31) methods, the refractometer's correction factor (issue 32), and the
// default equipment of a new recipe. Stored per user;
// the defaults show exactly what the specification shows. A bad value is refused with a message naming the field.
import { z } from 'zod';
import { COLOR_UNITS, GRAIN_UNITS, GRAVITY_UNITS, TEMPERATURE_UNITS, VOLUME_UNITS } from '../display-units';
import { COLOR_METHODS, GRAVITY_METHODS, IBU_METHODS } from '../options';
import { DEFAULT_WORT_CORRECTION_FACTOR } from '../tools/refractometer';
import { requiredNumber } from './fields';

/** The message of a default equipment the user cannot see (or that is no equipment id at all). */
export const DEFAULT_EQUIPMENT_MESSAGE =
  'Default equipment must be one of your or the official equipment profiles.';

/** The wort correction factors a refractometer may need (1.00 to 1.10 are measured in practice). */
export const WCF_RANGE = { min: 0.9, max: 1.2 } as const;
const WCF_MESSAGE = `Wort correction factor must be between ${WCF_RANGE.min} and ${WCF_RANGE.max}.`;

const CURRENCY_MESSAGE = 'Currency must be a three-letter code such as EUR or USD.';

/** The currencies Settings offers first (any ISO 4217 code is accepted). */
export const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
  'BRL',
  'ZAR',
] as const;

/** A select among `options`, refused with "<Label> must be A or B." */
function choice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z.enum(options, { error: `${label} must be ${options.join(' or ')}.` });
}

/** Every preference, as `GET /api/users/me` answers it and the Settings form holds it. */
export const preferencesSchema = z.object({
  volumeUnit: choice('Volume unit', VOLUME_UNITS),
  temperatureUnit: choice('Temperature unit', TEMPERATURE_UNITS),
  colorUnit: choice('Color unit', COLOR_UNITS),
  gravityUnit: choice('Gravity unit', GRAVITY_UNITS),
  /** Grain as SPEC shows it ('spec': kg in grams mode, oz in ounces mode), in kg and g, or in lb and oz. */
  grainUnit: z.enum(GRAIN_UNITS, { error: 'Grain unit must be spec, kg or lb.' }),
  colorMethod: choice('Color method', COLOR_METHODS),
  ibuMethod: choice('Bitterness method', IBU_METHODS),
  gravityMethod: choice('Gravity method', GRAVITY_METHODS),
  /** The refractometer's wort correction factor (issue 32): °Brix / WCF = °Plato of wort. */
  wortCorrectionFactor: requiredNumber({ required: WCF_MESSAGE, type: WCF_MESSAGE }, (n) =>
    n.min(WCF_RANGE.min, WCF_MESSAGE).max(WCF_RANGE.max, WCF_MESSAGE),
  ),
  defaultEquipmentId: z.uuid({ error: DEFAULT_EQUIPMENT_MESSAGE }).nullable(),
  /** The currency costs are shown in (issue 33; display only, nothing is converted): an ISO 4217 code. */
  currency: z.string({ error: CURRENCY_MESSAGE }).regex(/^[A-Z]{3}$/, CURRENCY_MESSAGE),
});
export type UserPreferences = z.output<typeof preferencesSchema>;

/** What a user who never chose sees: litres, °C, EBC, SG, grain as SPEC shows it, the specification's methods, no equipment. */
export const DEFAULT_PREFERENCES: UserPreferences = {
  volumeUnit: 'L',
  temperatureUnit: 'C',
  colorUnit: 'EBC',
  gravityUnit: 'SG',
  grainUnit: 'spec',
  colorMethod: 'spec',
  ibuMethod: 'spec',
  gravityMethod: 'spec',
  wortCorrectionFactor: DEFAULT_WORT_CORRECTION_FACTOR,
  defaultEquipmentId: null,
  currency: 'EUR',
};
