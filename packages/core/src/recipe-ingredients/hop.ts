// A hop addition in a recipe (SPEC §3): its own alpha acid drives the IBU (given in the add modal,
// prefilled from the catalogue), its stage and boil time, a dry hop's day and duration (minutes, shown
// as days); `ibu` is computed.
import { dryHopTimingFields } from '../dry-hop';
import { HOP_USAGE_STAGES } from '../options';
import { requiredOption } from '../schemas/fields';
import { computedField, numberField, optionalTextField, optionField } from './field';
import { defineIngredient } from './ingredient';
import { computedFigure, notNegative, nullablePercent, percent } from './rules';

export const RECIPE_HOP = defineIngredient({
  list: 'recipeHops',
  catalogueKind: 'hops',
  addTitle: 'Select a Hop',
  updateTitle: 'Update Hop',
  fields: {
    supplier: optionalTextField('Supplier', 100, { catalogue: 'supplier' }),
    alphaAcidContent: numberField(percent('Alpha acid'), false, {
      update: { label: 'Alpha acid (%)', input: 'number' },
    }),
    betaAcidContent: numberField(nullablePercent('Beta acid'), true, {
      catalogue: 'betaAcidContent',
      update: { label: 'Beta acid (%)', input: 'number' },
    }),
    boilTime: numberField(notNegative('Boil time'), false, {
      update: { label: 'Boil time (min)', input: 'number' },
    }),
    usageStage: optionField(HOP_USAGE_STAGES, requiredOption(HOP_USAGE_STAGES, 'Invalid use type.'), false, {
      update: { label: 'Usage stage', input: 'select' },
    }),
    // Edited in the modal as days, beside the stage (DryHopFields), not as plain inputs.
    dryHopStart: numberField(dryHopTimingFields.dryHopStart, true, {
      optional: true,
      update: { label: 'Dry hop day', input: 'number' },
    }),
    dryHopDuration: numberField(dryHopTimingFields.dryHopDuration, true, {
      optional: true,
      update: { label: 'Dry hop duration (days)', input: 'number' },
    }),
    ibu: computedField(computedFigure),
  },
  updateOrder: ['name', 'usageStage', 'boilTime', 'alphaAcidContent', 'betaAcidContent'],
});
