// What a catalogue kind is, beyond its fields: its names, its screens' routes, its list summary and the
// order of its form. `defineKind` fills in what follows from the singular name.
import type { z } from 'zod';
import type { CatalogueKind } from '../options';
import type { CatalogueField } from './field';

/** The fields of a kind, in API order (the order of the body schema and of its messages). */
export type CatalogueFields = Record<string, CatalogueField>;

/** One kind, described once; schemas, types, server and web are derived from it. */
export interface CatalogueKindDescription<F extends CatalogueFields = CatalogueFields> {
  /** The API path segment (SPEC §7). */
  kind: CatalogueKind;
  /** "Equipment", "Fermentable", ...: titles, "X added successfully.", "X not found.". */
  label: string;
  /** "equipments", ...: the fallback messages' plural (SPEC §8). */
  plural: string;
  /** The sidebar label and list title, e.g. "Equipments" (the misc list is "Misc"). */
  listTitle: string;
  /** The list screen's route, e.g. "/EquipmentList". */
  listPath: string;
  /** The add, details and edit screens' base route, e.g. "/Equipments". */
  routeBase: string;
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

/** Describes a kind from its singular label; routes, plural and list title follow from it. */
export function defineKind<const F extends CatalogueFields>(description: {
  kind: CatalogueKind;
  label: string;
  listTitle?: string;
  fields: F;
  formOrder?: readonly (keyof F & string)[];
  summary: readonly { label: string; field: keyof F & string }[];
}): CatalogueKindDescription<F> {
  const { label, fields } = description;
  return {
    kind: description.kind,
    label,
    plural: `${label.toLowerCase()}s`,
    listTitle: description.listTitle ?? `${label}s`,
    listPath: `/${label}List`,
    routeBase: `/${label}s`,
    fields,
    formOrder: description.formOrder ?? Object.keys(fields).filter((name) => !fields[name]?.hidden),
    summary: description.summary,
  };
}
