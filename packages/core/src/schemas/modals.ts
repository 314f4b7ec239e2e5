// The recipe screen's modals (SPEC §5 "Recipe add modals", "Recipe update modals", change equipment).
//
// Quantities are validated in the unit the user typed them in (a comma counts as decimal point);
// convert them with `parseQuantity` (quantities.ts). Update modal schemas validate the modal's fields
// only: merge the result into the ingredient being edited.
//
// Messages SPEC §5 quotes are verbatim. Choices where it gives only a rule:
// - Update modals: "Name is required", "Name must be at least 2 characters", "<Field> cannot be
//   negative", "<Field> must be a number", "<Field> is required", "Manufacturer is required".
// - An option list gives its quoted message whether the value is missing or not in the list.
import { z } from 'zod';
import { dryHopTimingFields } from '../dry-hop';
import {
  FERMENTABLE_TYPES,
  HOP_USAGE_STAGES,
  MISC_TYPES,
  RECIPE_YEAST_FLOCCULATIONS,
  RECIPE_YEAST_FORMS,
  YEAST_TYPES,
} from '../options';
import { HOP_QUANTITY_MESSAGES, QUANTITY_MESSAGES } from '../quantities';
import { nullableNumber, requiredNumber, requiredOption, requiredText } from './fields';
import { miscUse } from './recipe';

const selected = (message: string) => requiredText(message, 200, message);

const quantity = requiredNumber(
  { required: QUANTITY_MESSAGES.required, type: QUANTITY_MESSAGES.notANumber },
  (n) => n.positive('Quantity must be greater than zero'),
);

/** "Select a fermentable" modal: the chosen catalogue item and its quantity. */
export const addFermentableSchema = z.object({ itemId: selected('Please select an item'), quantity });
/** The add misc modal. */
export const addMiscSchema = z.object({ itemId: selected('Please select an item'), quantity });
/** "Select an Yeast" modal. */
export const addYeastSchema = z.object({ itemId: selected('Please select an item'), quantity });

/** "Select a Hop" modal: hop, usage stage, boil time, alpha acid and quantity (messages end in a period). */
export const addHopSchema = z.object({
  itemId: selected('Please select a hop.'),
  usageStage: requiredOption(HOP_USAGE_STAGES, 'Invalid use type.'),
  boilTime: requiredNumber({ required: 'Boil time is required.', type: 'Boil time must be a number.' }, (n) =>
    n.min(0, 'Boil time cannot be negative.'),
  ),
  alphaAcid: requiredNumber(
    { required: 'Alpha acid is required.', type: 'Alpha acid must be a number.' },
    (n) => n.min(0, 'Alpha acid cannot be negative.').max(100, 'Alpha acid cannot exceed 100.'),
  ),
  quantity: requiredNumber(
    { required: HOP_QUANTITY_MESSAGES.required, type: HOP_QUANTITY_MESSAGES.notANumber },
    (n) => n.positive('Quantity must be greater than zero.'),
  ),
  ...dryHopTimingFields,
});

/** "Select an Equipment" modal. */
export const changeEquipmentSchema = z.object({ equipmentId: selected('Please select an equipment.') });

const name = z.preprocess(
  (value) => value ?? '',
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters long'),
);
const notNegative = (label: string) =>
  requiredNumber({ required: `${label} is required`, type: `${label} must be a number` }, (n) =>
    n.min(0, `${label} cannot be negative`),
  );
const nullableNotNegative = (label: string) =>
  nullableNumber(`${label} must be a number`, (n) => n.min(0, `${label} cannot be negative`));

/** Update Fermentable modal. */
export const updateFermentableSchema = z.object({
  name,
  type: requiredOption(FERMENTABLE_TYPES, 'Invalid fermentable type'),
  ebc: nullableNotNegative('Color Degree'),
  potentialExtract: nullableNotNegative('Potential Extract'),
  quantity,
});

const percent = (label: string) =>
  requiredNumber({ required: `${label} is required`, type: `${label} must be a number` }, (n) =>
    n.min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100`),
  );
const nullablePercent = (label: string) =>
  nullableNumber(`${label} must be a number`, (n) =>
    n.min(0, `${label} cannot be negative`).max(100, `${label} cannot exceed 100`),
  );

/** Update Hop modal: alpha and beta acid up to 100 %, as the recipe itself accepts (SPEC §9). */
export const updateHopSchema = z.object({
  name,
  alphaAcidContent: percent('Alpha acid'),
  betaAcidContent: nullablePercent('Beta acid'),
  boilTime: notNegative('Boil time'),
  usageStage: requiredOption(HOP_USAGE_STAGES, 'Invalid use type.'),
  ...dryHopTimingFields,
  quantity,
});

/** Update Misc modal. */
export const updateMiscSchema = z.object({
  name,
  time: notNegative('Time'),
  type: requiredOption(MISC_TYPES, 'Invalid type'),
  use: miscUse,
  quantity,
});

/** Update Yeast modal (its own form and flocculation lists, SPEC §3). */
export const updateYeastSchema = z.object({
  name,
  manufacturer: requiredText(
    'Manufacturer is required',
    100,
    'Manufacturer must be at most 100 characters long',
  ),
  type: requiredOption(YEAST_TYPES, 'Invalid type'),
  form: requiredOption(RECIPE_YEAST_FORMS, 'Invalid form'),
  flocculation: requiredOption(RECIPE_YEAST_FLOCCULATIONS, 'Invalid flocculation'),
  // At most 100 %, as the recipe itself accepts (the catalogue's message).
  attenuation: requiredNumber(
    { required: 'Attenuation is required', type: 'Attenuation must be a number' },
    (n) => n.min(0, 'Attenuation cannot be negative').max(100, 'Attenuation must be at most 100%'),
  ),
  quantity,
});
