// The recipe's water (water/water-report.ts's RecipeWater) as the recipe screen sends it: source and target
// profiles, dilution, salts and acids with the vessel they go in, grain temperature and target mash pH.
// Not yet part of the recipe body; the recipe schema will take it as its `water` field.
//
// Messages name the field, in the voice the brief for the water screen gives ("Grams must not be negative.",
// "Acid must be lactic or phosphoric."). Limits: ions 0–5000 mg/L (above any drinking or brewing water),
// dilution 0–100 %, acid strength above 0 and at most 100 % w/w, target mash pH 4–7, grain temperature
// −20 to 60 °C; at most 20 salt additions and 10 acid additions, 1000 g or mL each. Left out: ids, target,
// grain temperature and target pH are null, dilution 0, salts and acids none.
import { z } from 'zod';
import { MAX_ION_MG_PER_L } from '../catalogue-kinds/waters';
import { ACID_NAMES } from '../water/acids';
import { IONS, type Ion } from '../water/ions';
import { SALT_NAMES } from '../water/salts';
import { WATER_VESSELS } from '../water/water-report';
import { defaultedNumber, nullableNumber, nullableText, requiredNumber, requiredOption } from './fields';

export const MAX_SALT_ADDITIONS = 20;
export const MAX_ACID_ADDITIONS = 10;
const MAX_AMOUNT = 1000;

/** A water profile's six ions; `subject` names it in the messages ("Source water"). */
function ionProfileSchema(subject: string) {
  const ion = (name: Ion) => {
    const label = `${subject} ${name}`;
    const range = `${label} must be between 0 and ${MAX_ION_MG_PER_L} mg/L.`;
    return requiredNumber({ required: `${label} is required.`, type: `${label} must be a number.` }, (n) =>
      n.min(0, range).max(MAX_ION_MG_PER_L, range),
    );
  };
  const shape = Object.fromEntries(IONS.map((name) => [name, ion(name)])) as Record<
    Ion,
    ReturnType<typeof ion>
  >;
  return z.object(shape, { error: `${subject} must be a water profile.` });
}

/** An amount in grams or millilitres: required, not negative, at most 1000. */
const amount = (label: string) =>
  requiredNumber({ required: `${label} are required.`, type: `${label} must be a number.` }, (n) =>
    n.min(0, `${label} must not be negative.`).max(MAX_AMOUNT, `${label} must be at most ${MAX_AMOUNT}.`),
  );

const vessel = requiredOption(WATER_VESSELS, 'Vessel must be mash or sparge.');

/** One salt addition. */
export const waterSaltSchema = z.object(
  {
    salt: requiredOption(SALT_NAMES, `Salt must be one of ${SALT_NAMES.join(', ')}.`),
    grams: amount('Grams'),
    vessel,
  },
  { error: 'Each salt addition must be an object.' },
);

const strengthRange = 'Strength must be above 0 and at most 100 %.';

/** One acid addition. */
export const waterAcidSchema = z.object(
  {
    acid: requiredOption(ACID_NAMES, 'Acid must be lactic or phosphoric.'),
    strengthPercent: requiredNumber(
      { required: 'Strength is required.', type: 'Strength must be a number.' },
      (n) => n.gt(0, strengthRange).max(100, strengthRange),
    ),
    millilitres: amount('Millilitres'),
    vessel,
  },
  { error: 'Each acid addition must be an object.' },
);

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.preprocess(
    (value) => value ?? [],
    z.array(item, { error: `${label} must be a list.` }).max(max, `At most ${max} ${label.toLowerCase()}.`),
  );

const dilutionRange = 'Dilution must be between 0 and 100 %.';
const grainTemperatureRange = 'Grain temperature must be between -20 and 60 °C.';
const targetPhRange = 'Target mash pH must be between 4 and 7.';

/** The recipe's water. */
export const recipeWaterSchema = z.object(
  {
    sourceWaterId: nullableText(100, 'Source water id must be at most 100 characters long.'),
    source: ionProfileSchema('Source water'),
    dilutionPercent: defaultedNumber('Dilution must be a number.', 0, (n) =>
      n.min(0, dilutionRange).max(100, dilutionRange),
    ),
    targetWaterId: nullableText(100, 'Target water id must be at most 100 characters long.'),
    target: z.preprocess((value) => value ?? null, ionProfileSchema('Target water').nullable()),
    salts: list(waterSaltSchema, 'Salt additions', MAX_SALT_ADDITIONS),
    acids: list(waterAcidSchema, 'Acid additions', MAX_ACID_ADDITIONS),
    grainTemperature: nullableNumber('Grain temperature must be a number.', (n) =>
      n.min(-20, grainTemperatureRange).max(60, grainTemperatureRange),
    ),
    targetMashPh: nullableNumber('Target mash pH must be a number.', (n) =>
      n.min(4, targetPhRange).max(7, targetPhRange),
    ),
  },
  { error: 'Water must be an object.' },
);

export type RecipeWaterInput = z.output<typeof recipeWaterSchema>;
