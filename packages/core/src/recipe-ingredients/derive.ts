// What follows from an ingredient kind's description (ingredient.ts): the recipe body's schema, the
// Update modal's schema and fields, the answer's schema and type, and an ingredient copied from a
// catalogue item.
import { z } from 'zod';
import { catalogueIdentity } from '../stock/item-match';
import { CATALOGUE_IDENTITY, type IngredientField, type UpdateControl } from './field';
import type { AnyIngredientKind } from './ingredient';

type Fields = Record<string, IngredientField>;

/** The recipe body's rule of each field (left out where a field is optional). */
type BodyShape<F extends Fields> = {
  [K in keyof F]: F[K] extends { optional: true } ? z.ZodOptional<F[K]['schema']> : F[K]['schema'];
};

/** The value the API answers for a field. */
type AnswerValue<F> = F extends { answer: 'option'; options: readonly (infer O)[] }
  ? O
  : F extends { answer: 'text' }
    ? string
    : number;
type Answered<F> = F extends { nullable: true } ? AnswerValue<F> | null : AnswerValue<F>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { optional: true } ? K : never;
}[keyof F];

/** An ingredient as the API answers it: every field, the optional ones possibly absent. */
export type IngredientAnswer<F extends Fields> = {
  -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: Answered<F[K]>;
} & { -readonly [K in OptionalKeys<F>]?: Answered<F[K]> } extends infer T
  ? { [K in keyof T]: T[K] }
  : never;

const each = <R>(fields: Fields, map: (field: IngredientField, name: string) => R | undefined) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const value = map(field, name);
      return value === undefined ? [] : [[name, value]];
    }),
  );

/** The recipe body's schema of an ingredient (SPEC §5 "Recipe"): every field's rule, in API order. */
export function ingredientBodySchema<D extends AnyIngredientKind>(description: D) {
  const shape = each(description.fields, (field) =>
    field.optional ? field.schema.optional() : field.schema,
  );
  return z.object(shape as BodyShape<D['fields']>, {
    error: 'Each ingredient must be an object',
  });
}

/**
 * The Update modal's schema (SPEC §5 "Recipe update modals"): the fields the modal edits, in API order,
 * each with the modal's rule where it has its own, then the quantity.
 */
export function ingredientUpdateSchema(description: AnyIngredientKind) {
  const { quantity, ...fields } = description.fields as Fields & { quantity: IngredientField };
  const shape = each(fields, (field) => {
    if (!field.update) return undefined;
    const schema = field.update.schema ?? field.schema;
    return field.optional ? schema.optional() : schema;
  });
  return z.object({ ...shape, quantity: quantity.schema } as Record<string, z.ZodType>);
}

/** The answer's schema of an ingredient: strict, every field as the API sends it. */
export function ingredientAnswerSchema<D extends AnyIngredientKind>(description: D) {
  const shape = each(description.fields, (field) => {
    const base =
      field.answer === 'option' && field.options
        ? z.enum(field.options)
        : field.answer === 'text'
          ? z.string()
          : z.number();
    const value = field.nullable ? base.nullable() : base;
    return field.optional ? value.optional() : value;
  });
  return z.strictObject(shape) as unknown as z.ZodType<IngredientAnswer<D['fields']>> & {
    shape: Record<string, z.ZodType>;
  };
}

/** One control of an Update modal. */
export interface UpdateModalField extends UpdateControl {
  key: string;
}

/** The Update modal's controls in screen order (the quantity input is the modal's own). */
export function ingredientUpdateFields(description: AnyIngredientKind): UpdateModalField[] {
  return description.updateOrder.map((key) => {
    const field = description.fields[key] as IngredientField;
    const control = field.update!;
    return { key, ...control, options: control.options ?? field.options };
  });
}

/**
 * An ingredient copied from a catalogue item: each field from its catalogue field (absent ones null),
 * a field no catalogue field gives from `given` (the add modal's values) or its starting value.
 */
export function ingredientFromCatalogue<D extends AnyIngredientKind>(
  description: D,
  item: object,
  given: Record<string, unknown>,
): IngredientAnswer<D['fields']> {
  const source = item as Record<string, unknown>;
  return each(description.fields, (field, name) => {
    if (name in given) return given[name];
    if (field.catalogue === CATALOGUE_IDENTITY)
      return catalogueIdentity(source as { id: string; officialId?: string | null });
    if (field.catalogue) return source[field.catalogue] ?? null;
    return field.initial;
  }) as IngredientAnswer<D['fields']>;
}
