// A recipe ingredient kind described once: its fields (field.ts) in API order, the fields every
// ingredient has, and the Update modal's title and field order. Everything else is derived from it
// (derive.ts): the recipe body's and the Update modal's schemas, the answer's schema and type, the
// modal's fields, the copy of a catalogue item and the cutting of imported texts.
import { z } from 'zod';
import type { CatalogueKind } from '../options';
import { requiredNumber } from '../schemas/fields';
import { CATALOGUE_IDENTITY, type IngredientField, numberField, optionalTextField, textField } from './field';

/** The recipe's ingredient lists, named as in the API (SPEC §3). */
export type IngredientListKey = 'recipeFermentables' | 'recipeHops' | 'recipeMisc' | 'recipeYeasts';

/** The name an Update modal takes: trimmed, 2 to 100 characters (SPEC §5 "Recipe update modals"). */
const updateName = z.preprocess(
  (value) => value ?? '',
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters long'),
);

/** The fields every recipe ingredient has: a client id, a name, a description and grams above zero. */
export const COMMON_INGREDIENT_FIELDS = {
  id: textField('Ingredient id', 100, 'Ingredient id is required'),
  name: textField('Name', 100, 'Name is required', {
    catalogue: 'name',
    update: { label: 'Name', input: 'text', schema: updateName },
  }),
  description: optionalTextField('Description', 1000, { catalogue: 'description' }),
  quantity: numberField(
    requiredNumber({ required: 'Quantity is required', type: 'Quantity must be a number' }, (n) =>
      n.positive('Quantity must be greater than zero'),
    ),
    false,
  ),
  // The catalogue item it was added from (issue 33: its stock), as core's catalogueIdentity names it: the
  // official item's id for an official item or the brewer's copy of one, so editing an official item (which
  // makes the brewer's copy) keeps the link. Absent on imported and older ingredients.
  itemId: optionalTextField('Item id', 100, { optional: true, catalogue: CATALOGUE_IDENTITY }),
} satisfies Record<string, IngredientField>;

/** Any ingredient kind, as generic code reads it. */
export interface AnyIngredientKind {
  list: IngredientListKey;
  catalogueKind: CatalogueKind;
  addTitle: string;
  updateTitle: string;
  fields: Record<string, IngredientField>;
  updateOrder: readonly string[];
}

/** One ingredient kind. */
export interface IngredientKindDescription<
  F extends Record<string, IngredientField> = Record<string, IngredientField>,
> {
  /** The recipe's list of this kind. */
  list: IngredientListKey;
  /** The catalogue kind its items are added from. */
  catalogueKind: CatalogueKind;
  /** The add modal's title (SPEC §2.8, verbatim). */
  addTitle: string;
  /** The Update modal's title (SPEC §2.8). */
  updateTitle: string;
  /** Every field in API order, the common ones first. */
  fields: typeof COMMON_INGREDIENT_FIELDS & F;
  /** The Update modal's controls in screen order (its messages follow API order). */
  updateOrder: readonly (keyof (typeof COMMON_INGREDIENT_FIELDS & F) & string)[];
}

/** Describes an ingredient kind from its own fields; the common fields come first. */
export function defineIngredient<const F extends Record<string, IngredientField>>(description: {
  list: IngredientListKey;
  catalogueKind: CatalogueKind;
  addTitle: string;
  updateTitle: string;
  fields: F;
  updateOrder: readonly (keyof (typeof COMMON_INGREDIENT_FIELDS & F) & string)[];
}): IngredientKindDescription<F> {
  return { ...description, fields: { ...COMMON_INGREDIENT_FIELDS, ...description.fields } };
}
