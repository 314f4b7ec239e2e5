// Catalogue form and API body schemas (SPEC §5 "Catalogue forms"): equipment, fermentable, hop, misc,
// yeast, each built from its kind's field descriptions (catalogue-kinds/), where the messages live.
//
// Where SPEC §5 gives only a rule, the choices are:
// - An option list gives its quoted message whether the value is missing or not in the list
//   (fermentable "Invalid type.", hop "Invalid hop type" / "Invalid use type", misc and yeast "Invalid type",
//   yeast "Invalid form", "Invalid flocculation").
// - Nullable per the entity types: descriptions, fermentable supplier, colour and extract, hop form
//   and acids, misc supplier/country/use, yeast manufacturer, flocculation, attenuation and the texts.
// - Yeast alcoholTolerance (no limit given) is limited to 100 characters like temperatureRange.
import { z } from 'zod';
import {
  CATALOGUE_DESCRIPTIONS,
  type CatalogueField,
  type CatalogueFields,
  displayedField,
  fromFormValue,
} from '../catalogue-kinds';
import type { DisplayUnits } from '../display-units';
import type { CatalogueKind } from '../options';

/** The body's `itemUserId` (SPEC §3: saved payloads carry it); the server ignores it. */
const itemUserId = z.string({ error: 'itemUserId must be text' }).optional();

type BodyShape<F extends CatalogueFields> = { [N in keyof F]: F[N]['schema'] } & {
  itemUserId: typeof itemUserId;
};

/** The form and POST/PUT body schema of a kind's fields, in their API order. */
function bodySchema<F extends CatalogueFields>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = field.schema;
  return z.object({ ...shape, itemUserId } as BodyShape<F>);
}

/** Equipment profile form and POST/PUT body. */
export const equipmentSchema = bodySchema(CATALOGUE_DESCRIPTIONS.equipments.fields);
/** Fermentable form and POST/PUT body. */
export const fermentableSchema = bodySchema(CATALOGUE_DESCRIPTIONS.fermentables.fields);
/** Hop form and POST/PUT body; the form's default use type "Boil" fails with "Invalid use type". */
export const hopSchema = bodySchema(CATALOGUE_DESCRIPTIONS.hops.fields);
/** Misc form and POST/PUT body (the form edits name, description and type; the rest is kept). */
export const miscSchema = bodySchema(CATALOGUE_DESCRIPTIONS.miscs.fields);
/** Yeast form and POST/PUT body. */
export const yeastSchema = bodySchema(CATALOGUE_DESCRIPTIONS.yeasts.fields);
/** Water profile form and POST/PUT body. */
export const waterSchema = bodySchema(CATALOGUE_DESCRIPTIONS.waters.fields);

/** The body schema of each catalogue kind, for the generic catalogue routes and forms. */
export const catalogueSchemas = {
  equipments: equipmentSchema,
  fermentables: fermentableSchema,
  hops: hopSchema,
  miscs: miscSchema,
  yeasts: yeastSchema,
  waters: waterSchema,
} as const satisfies Record<CatalogueKind, z.ZodType>;

/** The validated body of each catalogue kind. */
export type CatalogueInputs = { [K in CatalogueKind]: z.output<(typeof catalogueSchemas)[K]> };

/**
 * A kind's form schema for a user's display units: each volume, temperature or colour field checked in
 * the shown unit (limits and messages converted) and its value converted to the canonical body; `original`
 * is the stored record, whose values shown back unchanged are kept exactly. In the canonical units this
 * is the kind's own schema and messages (a stored quantity shown rounded and left so is kept).
 */
export function catalogueDisplaySchema<K extends CatalogueKind>(
  kind: K,
  units: DisplayUnits,
  original?: Record<string, unknown>,
) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(CATALOGUE_DESCRIPTIONS[kind].fields) as [
    string,
    CatalogueField,
  ][]) {
    const shown = displayedField(field, units);
    // A canonical field changes only where the form showed a stored value rounded (it came from another
    // unit): left as shown, it keeps the stored value.
    if (
      shown === field &&
      (field.type !== 'number' || !field.quantity || typeof original?.[name] !== 'number')
    ) {
      continue;
    }
    shape[name] = shown.schema.transform((value: unknown) =>
      typeof value === 'number' ? fromFormValue(field, value, units, original?.[name]) : value,
    );
  }
  return (catalogueSchemas[kind] as z.ZodObject).extend(shape);
}
