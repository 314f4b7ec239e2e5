// The fields of BeerJSON fermentable, hop, culture, misc, mash step and water objects in Wortsmith's
// units (equipment: beerjson-equipment.ts). A `wortsmith` object carries what BeerJSON has no field for,
// where the schema allows extra ones.

import { FERMENTABLE_TYPES, type HopUseType, type MiscType } from '../options';
import { roundTo } from '../rounding';
import { IONS, type Ion } from '../water/ions';
import { celsius, ebc, gravity, milligramsPerLitre, minutes, percent, quantityOf } from './beerjson-units';
import { contributionFrom } from './contribution';
import {
  type FermentableFields,
  type HopFields,
  type MashStepFields,
  type MiscFields,
  stepTemperature,
  type WaterFields,
  type YeastFields,
} from './drafts';
import { type JsonObject, object, text } from './json-values';
import type { Warnings } from './model';
import * as options from './option-maps';
import { clamp, lookup, yieldToPotential } from './values';

const GRAIN_GROUPS: Record<string, (typeof FERMENTABLE_TYPES)[number]> = {
  base: 'Base',
  caramel: 'Specialty',
  roasted: 'Specialty',
  specialty: 'Specialty',
  smoked: 'Specialty',
  flaked: 'Adjunct',
  adjunct: 'Adjunct',
};

const ext = (o: JsonObject) => object(o.wortsmith) ?? {};
const pct = (value: unknown) => {
  const p = percent(quantityOf(value));
  return p === null ? null : clamp(p, 0, 100);
};

/**
 * A fermentable (or a recipe's fermentable addition, whose `timing` says when it goes in, and whose
 * recipe's type says whether grain is steeped).
 */
export function fermentableOf(f: JsonObject, recipeType: string | null = null): FermentableFields {
  const name = text(f.name) ?? 'Fermentable';
  const colour = ext(f).color_unknown === true ? null : ebc(quantityOf(f.color));
  const yields = object(f.yield) ?? {};
  const potential = gravity(quantityOf(yields.potential));
  const fineGrind = percent(quantityOf(yields.fine_grind));
  const group = lookup(GRAIN_GROUPS, text(f.grain_group)?.toLowerCase() ?? '');
  const acid = ext(f).acid_content;
  return {
    name,
    description: text(f.notes),
    type:
      options.optionOf(FERMENTABLE_TYPES, text(ext(f).type) ?? undefined) ??
      group ??
      options.fermentableTypeFrom(text(f.type) ?? undefined, name, colour),
    supplier: text(f.producer),
    ebc: colour === null ? null : Math.max(0, colour),
    potentialExtract:
      ext(f).potential_unknown === true
        ? null
        : (potential ?? (fineGrind !== null ? yieldToPotential(clamp(fineGrind, 0, 100)) : null)),
    contribution: contributionFrom({
      own: text(ext(f).contribution),
      kind: text(f.type),
      afterBoil: AFTER_BOIL_USES.has(text(object(f.timing)?.use) ?? ''),
      recipeType,
    }),
    acidContent: typeof acid === 'number' ? clamp(acid, 0, 100) : null,
  };
}

/** The timing uses of an addition made after the boil. */
const AFTER_BOIL_USES = new Set(['add_to_fermentation', 'add_to_package']);

export function hopOf(h: JsonObject): HopFields {
  return {
    name: text(h.name) ?? 'Hop',
    description: text(h.notes),
    supplier: text(h.producer),
    countryOfOrigin: text(h.origin),
    alphaAcidContent: ext(h).alpha_unknown === true ? null : pct(h.alpha_acid),
    betaAcidContent: pct(h.beta_acid),
    form: options.hopFormFrom(text(ext(h).form) ?? text(h.form) ?? undefined),
    useType:
      (text(ext(h).use_type) as HopUseType | null) ?? options.hopUseTypeFrom(text(h.type) ?? undefined),
  };
}

export function miscOf(m: JsonObject, warnings: Warnings): MiscFields {
  const name = text(m.name) ?? 'Misc';
  const type = options.miscTypeFrom(text(ext(m).type) ?? text(m.type) ?? undefined);
  if (!type) warnings.add(name, `Misc type "${text(m.type) ?? ''}" is unknown: imported as Other.`);
  return {
    name,
    description: text(m.notes),
    supplier: text(m.producer),
    countryOfOrigin: text(ext(m).country_of_origin),
    type: (type ?? 'Other') as MiscType,
    useType: text(m.use_for),
    time: Math.max(0, minutes(quantityOf(object(m.timing)?.time)) ?? 0),
  };
}

export function yeastOf(c: JsonObject): YeastFields {
  const productId = text(c.product_id);
  const baseName = text(c.name) ?? 'Yeast';
  const range = object(c.temperature_range);
  const min = celsius(quantityOf(range?.minimum));
  const max = celsius(quantityOf(range?.maximum));
  const attenuationRange = object(c.attenuation_range);
  const low = pct(attenuationRange?.minimum);
  const high = pct(attenuationRange?.maximum);
  const tolerance = percent(quantityOf(c.alcohol_tolerance));
  const e = ext(c);
  return {
    name: productId && !baseName.includes(productId) ? `${productId} ${baseName}` : baseName,
    manufacturer: text(c.producer),
    description: text(c.notes),
    type: options.yeastTypeFrom(text(e.type) ?? text(c.type) ?? undefined) ?? 'Ale',
    form: options.yeastFormFrom(text(e.form) ?? text(c.form) ?? undefined) ?? 'Liquid',
    flocculation: options.flocculationFrom(text(e.flocculation) ?? text(c.flocculation) ?? undefined) ?? null,
    attenuation:
      pct(c.attenuation) ?? (low !== null && high !== null ? roundTo((low + high) / 2, 2) : (low ?? high)),
    flavorProfile: text(e.flavor_profile) ?? text(c.best_for),
    temperatureRange:
      text(e.temperature_range) ??
      (min !== null && max !== null ? `${roundTo(min, 1)}-${roundTo(max, 1)} °C` : null),
    alcoholTolerance: text(e.alcohol_tolerance) ?? (tolerance !== null ? `${tolerance}%` : null),
  };
}

/** A mash step; BeerJSON's sparge, drain and souring steps are left out with a warning. */
export function stepOf(
  s: JsonObject,
  index: number,
  recipe: string,
  warnings: Warnings,
): MashStepFields | null {
  const type = options.mashStepTypeFrom(text(s.type) ?? undefined);
  const name = text(s.name) ?? `${type ?? 'Mash'} step ${index + 1}`;
  const temperature = celsius(quantityOf(s.step_temperature));
  if (!type || temperature === null) {
    warnings.add(recipe, `Mash step "${name}" (${text(s.type) ?? 'no type'}) is not imported.`);
    return null;
  }
  return {
    name,
    type,
    temperature: stepTemperature(temperature, name, recipe, warnings),
    time: clamp(minutes(quantityOf(s.step_time)) ?? 0, 0, 1440),
    description: text(s.description),
  };
}

/** A BeerJSON water profile (`profiles`): ions as concentrations; the description rides in `wortsmith`. */
export function waterOf(w: JsonObject): WaterFields {
  const ion = (value: unknown) => milligramsPerLitre(quantityOf(value));
  const ph = w.pH ?? w.ph;
  const ions = Object.fromEntries(IONS.map((name) => [name, ion(w[name])])) as Record<Ion, number | null>;
  return {
    name: text(w.name) ?? 'Water',
    description: text(ext(w).description),
    ...ions,
    ph: typeof ph === 'number' && Number.isFinite(ph) ? ph : null,
    notes: text(w.notes),
  };
}
