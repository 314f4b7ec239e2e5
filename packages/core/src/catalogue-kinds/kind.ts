// What a catalogue kind is, beyond its fields: its names, its screens' routes, its list summary and the
// order of its form. `defineKind` fills in what follows from the singular name.
import type { z } from 'zod';
import type { CatalogueKind } from '../options';
import type { CatalogueField } from './field';
import { CATALOGUE_KIND_NAMES, type CatalogueKindNames } from './names';

/** The fields of a kind, in API order (the order of the body schema and of its messages). */
export type CatalogueFields = Record<string, CatalogueField>;

/** One kind, described once; schemas, types, server and web are derived from it. */
export interface CatalogueKindDescription<F extends CatalogueFields = CatalogueFields>
  extends CatalogueKindNames {
  /** The API path segment (SPEC §7). */
  kind: CatalogueKind;
  fields: F;
  /**
   * The visible form fields in screen order (the fields without `hidden`, in API order, unless given).
   * Names are plain strings here so that generic code can read any kind; `defineKind` checks them.
   */
  formOrder: readonly string[];
  /** The labelled facts a list row shows under the name (SPEC §2.4), besides the description. */
  summary: readonly { label: string; field: string }[];
}

/** The stored values of a kind's fields. */
export type FieldValues<F extends CatalogueFields> = { -readonly [N in keyof F]: z.output<F[N]['schema']> };

/** Describes a kind from its fields; its names and routes come from names.ts. */
export function defineKind<const F extends CatalogueFields>(description: {
  kind: CatalogueKind;
  fields: F;
  formOrder?: readonly (keyof F & string)[];
  summary: readonly { label: string; field: keyof F & string }[];
}): CatalogueKindDescription<F> {
  const { fields } = description;
  return {
    kind: description.kind,
    ...CATALOGUE_KIND_NAMES[description.kind],
    fields,
    formOrder: description.formOrder ?? Object.keys(fields).filter((name) => !fields[name]?.hidden),
    summary: description.summary,
  };
}
