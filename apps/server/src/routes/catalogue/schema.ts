// Request and response schemas of the catalogue routes. The bodies are the core's catalogue schemas;
// the item answered is built from the kind's core description, so the OpenAPI document and the
// presenter follow every field added there.
import {
  CATALOGUE_DESCRIPTIONS,
  type CatalogueField,
  type CatalogueFields,
  type CatalogueKind,
} from '@wortsmith/core';
import { z } from 'zod';
import { idParam } from '../../lib/ids';
import { errorResponses, messageBody } from '../../lib/responses';

/** `/{id}` of an item of the kind labelled `label`: an id that is not a UUID is 404 (PRODUCT.md). */
export const itemParams = (label: string) => z.object({ id: idParam(label) });
/** `/{userId}/{id}`: the owner is any text (who may read whose items is the policy's). */
export const ownerItemParams = (label: string) => z.object({ userId: z.string(), id: idParam(label) });

/** The stored value of a field as the API answers it. */
function valueSchema(field: CatalogueField): z.ZodType {
  const value =
    field.type === 'number' ? z.number() : field.type === 'option' ? z.enum(field.options) : z.string();
  return field.nullable ? value.nullable() : value;
}

/** One item of a kind as answered: exactly the shared fields and the described ones. */
function itemSchema(fields: CatalogueFields) {
  const shape: Record<string, z.ZodType> = {
    id: z.string(),
    userId: z.string(),
    officialId: z.string().nullable(),
  };
  for (const [name, field] of Object.entries(fields)) shape[name] = valueSchema(field);
  return z.strictObject({ ...shape, createdAt: z.string(), updatedAt: z.string() });
}

/** The answered item of every kind. */
export const itemResponses = Object.fromEntries(
  Object.entries(CATALOGUE_DESCRIPTIONS).map(([kind, { fields }]) => [kind, itemSchema(fields)]),
) as Record<CatalogueKind, ReturnType<typeof itemSchema>>;

/** The response schemas of each route of a kind, errors included. */
export function catalogueResponses(kind: CatalogueKind) {
  const item = itemResponses[kind];
  return {
    // Lists and searches are sent as prebuilt JSON text: documented here, not re-validated per send.
    list: { 200: z.array(item), ...errorResponses(400, 401) },
    one: { 200: item, ...errorResponses(401, 404) },
    created: { 201: item, ...errorResponses(400, 401) },
    updated: { 200: item, ...errorResponses(400, 401, 404) },
    deleted: { 200: messageBody, ...errorResponses(401, 403, 404) },
  };
}
