// Format-independent assembly of catalogue items: the fields a reader found become form bodies that pass
// the catalogue schemas (texts cut to their limits, numbers in range, defaults with warnings).
import { MAX_ION_MG_PER_L } from '../catalogue-kinds/waters';
import { YEAST_FLOCCULATIONS, YEAST_FORMS } from '../options';
import { IONS, type Ion } from '../water/ions';
import {
  DEFAULT_EFFICIENCY,
  DEFAULT_TIME,
  type EquipmentFields,
  type FermentableFields,
  GENERIC_SUPPLIER,
  type HopFields,
  type MiscFields,
  opt,
  type WaterFields,
  type YeastFields,
} from './drafts';
import { toMashSettings } from './mash-settings';
import type { CatalogueDraft, Warnings } from './model';
import { clamp, fitText } from './values';

export function toCatalogueFermentable(f: FermentableFields): CatalogueDraft<'fermentables'> {
  return {
    name: fitText(f.name, 50),
    supplier: opt(f.supplier, 50),
    description: opt(f.description, 500),
    type: f.type,
    ebc: f.ebc === null ? null : Math.min(f.ebc, 1000),
    potentialExtract: f.potentialExtract === null ? null : clamp(f.potentialExtract, 0, 100),
    contribution: f.contribution ?? null,
    acidContent: f.acidContent ?? null,
  };
}

export function toCatalogueHop(h: HopFields, warnings: Warnings): CatalogueDraft<'hops'> {
  if (!h.useType)
    warnings.add(h.name, 'The hop names no use type (bittering or aroma): imported as Dual-purpose.');
  return {
    name: fitText(h.name, 100),
    supplier: fitText(h.supplier ?? GENERIC_SUPPLIER, 100),
    description: opt(h.description, 1000),
    countryOfOrigin: opt(h.countryOfOrigin, 100),
    type: h.form ?? null,
    useType: h.useType ?? 'Dual-purpose',
    alphaAcidContent: h.alphaAcidContent,
    betaAcidContent: h.betaAcidContent,
  };
}

export function toCatalogueMisc(m: MiscFields): CatalogueDraft<'miscs'> {
  return {
    name: fitText(m.name, 100),
    supplier: opt(m.supplier, 100),
    description: opt(m.description, 1000),
    countryOfOrigin: opt(m.countryOfOrigin, 100),
    type: m.type,
    useType: opt(m.useType, 100),
  };
}

export function toCatalogueYeast(y: YeastFields, warnings: Warnings): CatalogueDraft<'yeasts'> {
  const form = YEAST_FORMS.find((f) => f === y.form);
  if (!form) warnings.add(y.name, `Yeast form "${y.form}" is not a catalogue form: imported as Liquid.`);
  return {
    name: fitText(y.name, 100),
    manufacturer: opt(y.manufacturer, 100),
    description: opt(y.description, 1000),
    flavorProfile: opt(y.flavorProfile, 200),
    type: y.type,
    form: form ?? 'Liquid',
    flocculation: YEAST_FLOCCULATIONS.find((f) => f === y.flocculation) ?? null,
    attenuation: y.attenuation,
    temperatureRange: opt(y.temperatureRange, 100),
    alcoholTolerance: opt(y.alcoholTolerance, 100),
  };
}

export function toCatalogueEquipment(e: EquipmentFields, warnings: Warnings): CatalogueDraft<'equipments'> {
  const name = fitText(e.name || 'Imported equipment', 50);
  if (e.efficiency === null) warnings.add(name, `No efficiency in the file: set to ${DEFAULT_EFFICIENCY} %.`);
  return {
    name,
    description: opt(e.description, 500),
    efficiency: clamp(e.efficiency ?? DEFAULT_EFFICIENCY, 0, 1100),
    batchVolume: Math.max(0, e.batchVolume ?? 0),
    batchTime: Math.max(0, e.batchTime ?? DEFAULT_TIME),
    boilTime: Math.max(0, e.boilTime ?? DEFAULT_TIME),
    boilTemperature: clamp(e.boilTemperature ?? 100, 0, 100),
    boilOff: e.boilOff,
    trubLoss: e.trubLoss,
    deadSpace: e.deadSpace,
    ...toMashSettings(e, name, warnings),
  };
}

/** A water profile; an ion the file does not give counts as none (0 mg/L), with a warning. */
export function toCatalogueWater(w: WaterFields, warnings: Warnings): CatalogueDraft<'waters'> {
  const missing = IONS.filter((ion) => w[ion] === null);
  if (missing.length > 0)
    warnings.add(w.name, `The water gives no ${missing.join(', ')}: imported as 0 mg/L.`);
  const ions = Object.fromEntries(
    IONS.map((ion) => [ion, clamp(w[ion] ?? 0, 0, MAX_ION_MG_PER_L)]),
  ) as Record<Ion, number>;
  return {
    name: fitText(w.name, 100),
    description: opt(w.description, 1000),
    ...ions,
    ph: w.ph === null ? null : clamp(w.ph, 0, 14),
    notes: opt(w.notes, 1000),
  };
}
