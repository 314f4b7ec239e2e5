// Catalogue form and API body schemas (SPEC §5 "Catalogue forms"): equipment, fermentable, hop, misc, yeast.
//
// Messages SPEC §5 quotes are verbatim. Where it gives only a rule, these are the choices, in its voice:
// - Texts: "<Field> must not be empty." (required) and "<Field> must be at most N characters long.".
// - Numbers: "<Field> is required." (empty input), "<Field> must be a number.", "<Field> cannot be
//   negative." (>= 0); the hop acids "… cannot be negative." / "… cannot exceed 100." as SPEC §5 says.
// - An option list gives its quoted message whether the value is missing or not in the list
//   (fermentable "Invalid type.", hop "Invalid hop type" / "Invalid use type", misc and yeast "Invalid type",
//   yeast "Invalid form", "Invalid flocculation").
// - Nullable per the entity types: descriptions, fermentable supplier, colour and extract, hop form
//   and acids, misc supplier/country/use, yeast manufacturer, flocculation, attenuation and the texts.
// - Yeast alcoholTolerance (no limit given) is limited to 100 characters like temperatureRange.
import { z } from 'zod';
import {
  type CatalogueKind,
  FERMENTABLE_TYPES,
  HOP_TYPES,
  HOP_USE_TYPES,
  MISC_TYPES,
  YEAST_FLOCCULATIONS,
  YEAST_FORMS,
  YEAST_TYPES,
} from '../options';
import {
  nullableNumber,
  nullableOption,
  nullableText,
  requiredNumber,
  requiredOption,
  requiredText,
} from './fields';

const name = (max: number) =>
  requiredText('Name must not be empty.', max, `Name must be at most ${max} characters long.`);
const text = (label: string, max: number) =>
  nullableText(max, `${label} must be at most ${max} characters long.`);
const itemUserId = z.string({ error: 'itemUserId must be text' }).optional();

/** A length in litres or a time in minutes: required, >= 0. */
const measure = (label: string) =>
  requiredNumber({ required: `${label} is required.`, type: `${label} must be a number.` }, (n) =>
    n.min(0, `${label} cannot be negative.`),
  );

/** Equipment profile form and POST/PUT body. */
export const equipmentSchema = z.object({
  name: name(50),
  description: text('Description', 500),
  efficiency: requiredNumber(
    { required: 'Efficiency is required.', type: 'Efficiency must be a number.' },
    (n) =>
      n
        .min(0, 'Efficiency must be between 0 and 1.100.')
        .max(1100, 'Efficiency must be between 0 and 1.100.'),
  ),
  batchVolume: measure('Batch volume'),
  batchTime: measure('Batch time'),
  boilTime: measure('Boil time'),
  boilTemperature: requiredNumber(
    { required: 'Boil temperature is required.', type: 'Boil temperature must be a number.' },
    (n) =>
      n
        .min(0, 'Boil temperature must be between 0 and 100°C.')
        .max(100, 'Boil temperature must be between 0 and 100°C.'),
  ),
  boilOff: measure('Boil off'),
  trubLoss: measure('Trub loss'),
  deadSpace: measure('Dead space'),
  itemUserId,
});

/** Fermentable form and POST/PUT body. */
export const fermentableSchema = z.object({
  name: name(50),
  supplier: text('Supplier', 50),
  description: text('Description', 500),
  type: requiredOption(FERMENTABLE_TYPES, 'Invalid type.'),
  ebc: nullableNumber('Color Degree must be a number.', (n) =>
    n.min(0, 'Color Degree cannot be negative.').max(1000, 'Color Degree must be at most 1000.'),
  ),
  potentialExtract: nullableNumber('Potential Extract must be a number.', (n) =>
    n.min(0, 'Potential Extract must be at least 0.').max(100, 'Potential Extract must be at most 100.'),
  ),
  itemUserId,
});

const acid = (label: string) =>
  nullableNumber(`${label} must be a number.`, (n) =>
    n.min(0, `${label} cannot be negative.`).max(100, `${label} cannot exceed 100.`),
  );

/** Hop form and POST/PUT body; the form's default use type "Boil" fails with "Invalid use type". */
export const hopSchema = z.object({
  name: name(100),
  supplier: requiredText('Supplier must not be empty.', 100, 'Supplier must be at most 100 characters long.'),
  description: text('Description', 1000),
  countryOfOrigin: text('Country of origin', 100),
  type: nullableOption(HOP_TYPES, 'Invalid hop type'),
  useType: requiredOption(HOP_USE_TYPES, 'Invalid use type'),
  alphaAcidContent: acid('Alpha acid content'),
  betaAcidContent: acid('Beta acid content'),
  itemUserId,
});

/** Misc form and POST/PUT body (the form edits name, description and type; the rest is kept). */
export const miscSchema = z.object({
  name: name(100),
  supplier: text('Supplier', 100),
  description: text('Description', 1000),
  countryOfOrigin: text('Country of origin', 100),
  type: requiredOption(MISC_TYPES, 'Invalid type'),
  useType: text('Use type', 100),
  itemUserId,
});

/** Yeast form and POST/PUT body. */
export const yeastSchema = z.object({
  name: name(100),
  manufacturer: text('Manufacturer', 100),
  description: text('Description', 1000),
  flavorProfile: text('Flavor profile', 200),
  type: requiredOption(YEAST_TYPES, 'Invalid type'),
  form: requiredOption(YEAST_FORMS, 'Invalid form'),
  flocculation: nullableOption(YEAST_FLOCCULATIONS, 'Invalid flocculation'),
  attenuation: nullableNumber('Attenuation must be a number', (n) =>
    n.min(0, 'Attenuation must be at least 0%').max(100, 'Attenuation must be at most 100%'),
  ),
  temperatureRange: text('Temperature range', 100),
  alcoholTolerance: text('Alcohol tolerance', 100),
  itemUserId,
});

export type EquipmentInput = z.output<typeof equipmentSchema>;
export type FermentableInput = z.output<typeof fermentableSchema>;
export type HopInput = z.output<typeof hopSchema>;
export type MiscInput = z.output<typeof miscSchema>;
export type YeastInput = z.output<typeof yeastSchema>;

/** The body schema of each catalogue kind, for the generic catalogue routes and forms. */
export const catalogueSchemas = {
  equipments: equipmentSchema,
  fermentables: fermentableSchema,
  hops: hopSchema,
  miscs: miscSchema,
  yeasts: yeastSchema,
} as const satisfies Record<CatalogueKind, z.ZodType>;

/** The validated body of each catalogue kind. */
export type CatalogueInputs = { [K in CatalogueKind]: z.output<(typeof catalogueSchemas)[K]> };
