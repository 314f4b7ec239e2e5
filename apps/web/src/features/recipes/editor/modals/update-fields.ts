// The fields of the four update modals (SPEC §2.8, §5) and the schema each one validates with.
import {
  FERMENTABLE_TYPES,
  HOP_USAGE_STAGES,
  MISC_TYPES,
  RECIPE_YEAST_FLOCCULATIONS,
  RECIPE_YEAST_FORMS,
  updateFermentableSchema,
  updateHopSchema,
  updateMiscSchema,
  updateYeastSchema,
  YEAST_TYPES,
} from '@wortsmith/core';
import type { IngredientListKey } from '../recipe-draft';

/** One input of an update modal (the quantity input is added by the modal itself). */
export interface UpdateField {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'select';
  options?: readonly string[];
}

/** Title, fields and schema of each update modal. */
export const UPDATE_MODALS: Record<
  IngredientListKey,
  {
    title: string;
    fields: readonly UpdateField[];
    schema:
      | typeof updateFermentableSchema
      | typeof updateHopSchema
      | typeof updateMiscSchema
      | typeof updateYeastSchema;
  }
> = {
  recipeFermentables: {
    title: 'Update Fermentable',
    schema: updateFermentableSchema,
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'type', label: 'Type', kind: 'select', options: FERMENTABLE_TYPES },
      { key: 'ebc', label: 'Color Degree (EBC)', kind: 'number' },
      { key: 'potentialExtract', label: 'Potential Extract', kind: 'number' },
    ],
  },
  recipeHops: {
    title: 'Update Hop',
    schema: updateHopSchema,
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'usageStage', label: 'Usage stage', kind: 'select', options: HOP_USAGE_STAGES },
      { key: 'boilTime', label: 'Boil time (min)', kind: 'number' },
      { key: 'alphaAcidContent', label: 'Alpha acid (%)', kind: 'number' },
      { key: 'betaAcidContent', label: 'Beta acid (%)', kind: 'number' },
    ],
  },
  recipeMisc: {
    title: 'Update Misc',
    schema: updateMiscSchema,
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'type', label: 'Type', kind: 'select', options: MISC_TYPES },
      { key: 'use', label: 'Use (Boil, Mash, Primary…)', kind: 'text' },
      { key: 'time', label: 'Time (min)', kind: 'number' },
    ],
  },
  recipeYeasts: {
    title: 'Update Yeast',
    schema: updateYeastSchema,
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'manufacturer', label: 'Manufacturer', kind: 'text' },
      { key: 'type', label: 'Type', kind: 'select', options: YEAST_TYPES },
      { key: 'form', label: 'Form', kind: 'select', options: RECIPE_YEAST_FORMS },
      { key: 'flocculation', label: 'Flocculation', kind: 'select', options: RECIPE_YEAST_FLOCCULATIONS },
      { key: 'attenuation', label: 'Attenuation (%)', kind: 'number' },
    ],
  },
};
