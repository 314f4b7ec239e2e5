// The recipe screen's add modals and change equipment (SPEC §5 "Recipe add modals").
//
// Quantities are validated in the unit the user typed them in (a comma counts as decimal point);
// convert them with `parseQuantity` (quantities.ts). The Update modals' schemas are derived from the
// ingredient kinds (recipe-ingredients/).
//
// Messages SPEC §5 quotes are verbatim. An option list gives its quoted message whether the value is
// missing or not in the list.
import { z } from 'zod';
import { dryHopTimingFields } from '../dry-hop';
import { HOP_USAGE_STAGES } from '../options';
import { HOP_QUANTITY_MESSAGES, QUANTITY_MESSAGES } from '../quantities';
import { requiredNumber, requiredOption, requiredText } from './fields';

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
