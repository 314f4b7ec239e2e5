// A fermentable in a recipe (SPEC §3): its type, supplier, colour (EBC) and potential extract (SG), copied
// from the catalogue, with how it gives its sugar (issue 31) and acidulated malt's acid content (issue 29);
// `percentage`, its share of the grist, is computed.
import { FERMENTABLE_CONTRIBUTIONS, FERMENTABLE_TYPES } from '../options';
import { nullableOption, requiredOption } from '../schemas/fields';
import { computedField, numberField, optionalTextField, optionField } from './field';
import { defineIngredient } from './ingredient';
import { computedFigure, nullableNotNegative, nullablePercent } from './rules';

export const RECIPE_FERMENTABLE = defineIngredient({
  list: 'recipeFermentables',
  catalogueKind: 'fermentables',
  addTitle: 'Select a fermentable',
  updateTitle: 'Update Fermentable',
  fields: {
    type: optionField(
      FERMENTABLE_TYPES,
      requiredOption(FERMENTABLE_TYPES, 'Invalid fermentable type'),
      false,
      {
        catalogue: 'type',
        update: { label: 'Type', input: 'select' },
      },
    ),
    supplier: optionalTextField('Supplier', 100, { catalogue: 'supplier' }),
    ebc: numberField(nullableNotNegative('Color Degree'), true, {
      catalogue: 'ebc',
      update: { label: 'Color Degree (EBC)', input: 'number' },
    }),
    potentialExtract: numberField(nullableNotNegative('Potential Extract'), true, {
      catalogue: 'potentialExtract',
      update: { label: 'Potential Extract', input: 'number' },
    }),
    // How it gives its sugar (issue 31): absent in recipes saved before it existed and null when not
    // said; both read as mashed.
    contribution: optionField(
      FERMENTABLE_CONTRIBUTIONS,
      nullableOption(FERMENTABLE_CONTRIBUTIONS, 'Invalid contribution'),
      true,
      {
        optional: true,
        catalogue: 'contribution',
        update: { label: 'Contribution', input: 'select' },
      },
    ),
    // Acidulated malt's lactic acid in percent of its weight, for the predicted mash pH; absent in
    // recipes saved before it existed, null for any other malt.
    acidContent: numberField(nullablePercent('Acid content'), true, {
      optional: true,
      catalogue: 'acidContent',
      update: { label: 'Acid Content (%)', input: 'number' },
    }),
    percentage: computedField(computedFigure),
  },
  updateOrder: ['name', 'type', 'contribution', 'ebc', 'potentialExtract', 'acidContent'],
});
