// The fields of BeerXML FERMENTABLE, HOP, MISC, YEAST, EQUIPMENT, WATER and MASH_STEP records in Wortsmith's
// units, shared by recipe ingredients and catalogue items. BeerXML: kg, litres, °C, minutes, °L/SRM.
// WORTSMITH_* tags carry what BeerXML has no field for (other tools ignore unknown tags, as we ignore theirs).

import { amountMillilitres } from '../ingredient-amounts';
import {
  HOP_TYPES,
  type HopType,
  type HopUseType,
  type MashStepType,
  type MiscType,
  type YeastType,
} from '../options';
import { roundTo } from '../rounding';
import {
  type AmountKind,
  type FileAmount,
  isKept,
  type KeptUnit,
  kept,
  keptAmount,
  keptUnit,
  ownUnit,
} from './amount-units';
import { contributionFrom } from './contribution';
import { type EquipmentFields, stepTemperature, type WaterFields } from './drafts';
import type { Warnings } from './model';
import {
  fermentableTypeFrom,
  flocculationFrom,
  hopFormFrom,
  hopUseTypeFrom,
  mashStepTypeFrom,
  miscTypeFrom,
  optionOf,
  yeastFormFrom,
  yeastTypeFrom,
} from './option-maps';
import {
  booleanOf,
  clamp,
  gravityOf,
  kgToGrams,
  numberOf,
  srmToEbc,
  textOrNull,
  yieldToPotential,
} from './values';
import { childText, type XmlElement } from './xml-document';

const text = (el: XmlElement, tag: string) => textOrNull(childText(el, tag));
const num = (el: XmlElement, tag: string) => numberOf(childText(el, tag));
const percentOrNull = (value: number | null) => (value === null ? null : clamp(value, 0, 100));

/** A record's name, or `fallback` when it has none. */
export function nameOf(el: XmlElement, fallback: string): string {
  return text(el, 'NAME') ?? fallback;
}

/**
 * Fermentable fields; colour from °L/SRM, extract from POTENTIAL (SG, BeerSmith's) or else YIELD %; how
 * it gives its sugar from TYPE, ADD_AFTER_BOIL, Brewtarget's IS_MASHED and the recipe's type.
 */
export function fermentableFields(el: XmlElement, recipeType: string | null = null) {
  const name = nameOf(el, 'Fermentable');
  const colour = num(el, 'COLOR');
  const ebc = colour === null ? null : srmToEbc(Math.max(0, colour));
  const potential = gravityOf(childText(el, 'POTENTIAL'));
  const yieldPercent = num(el, 'YIELD');
  return {
    name,
    description: text(el, 'NOTES'),
    type: fermentableTypeFrom(text(el, 'WORTSMITH_TYPE') ?? text(el, 'TYPE') ?? undefined, name, ebc),
    supplier: text(el, 'SUPPLIER'),
    ebc,
    potentialExtract:
      potential !== null && potential < 1.2
        ? potential
        : yieldPercent !== null
          ? yieldToPotential(clamp(yieldPercent, 0, 100))
          : null,
    contribution: contributionFrom({
      own: text(el, 'WORTSMITH_CONTRIBUTION'),
      kind: text(el, 'TYPE'),
      afterBoil: booleanOf(childText(el, 'ADD_AFTER_BOIL')),
      mashed: childText(el, 'IS_MASHED') === undefined ? null : booleanOf(childText(el, 'IS_MASHED')),
      recipeType,
    }),
    acidContent: percentOrNull(num(el, 'WORTSMITH_ACID_CONTENT')),
  };
}

/** Hop fields (acids clamped to 0-100). */
export function hopFields(el: XmlElement) {
  const alpha = num(el, 'ALPHA');
  const beta = num(el, 'BETA');
  return {
    name: nameOf(el, 'Hop'),
    description: text(el, 'NOTES'),
    supplier: text(el, 'WORTSMITH_SUPPLIER'),
    countryOfOrigin: text(el, 'ORIGIN'),
    alphaAcidContent: percentOrNull(alpha),
    betaAcidContent: percentOrNull(beta),
    form: (optionOf(HOP_TYPES, childText(el, 'WORTSMITH_FORM')) ?? hopFormFrom(childText(el, 'FORM'))) as
      | HopType
      | undefined,
    useType: hopUseTypeFrom(childText(el, 'TYPE')) as HopUseType | undefined,
  };
}

/** Misc fields; the type is Other (with a warning) when the file's is not one of ours. */
export function miscFields(el: XmlElement, warnings: Warnings) {
  const name = nameOf(el, 'Misc');
  const type = miscTypeFrom(childText(el, 'TYPE'));
  if (!type) warnings.add(name, `Misc type "${childText(el, 'TYPE') ?? ''}" is unknown: imported as Other.`);
  return {
    name,
    description: text(el, 'NOTES'),
    supplier: text(el, 'WORTSMITH_SUPPLIER'),
    countryOfOrigin: text(el, 'WORTSMITH_ORIGIN'),
    type: (type ?? 'Other') as MiscType,
    useType: text(el, 'USE'),
    time: Math.max(0, num(el, 'TIME') ?? 0),
  };
}

const celsius = (value: number) => String(roundTo(value, 1));

/** Yeast fields; a product id missing from the name is put in front of it, as the catalogue names yeasts. */
export function yeastFields(el: XmlElement) {
  const productId = text(el, 'PRODUCT_ID');
  const baseName = nameOf(el, 'Yeast');
  const min = num(el, 'MIN_TEMPERATURE');
  const max = num(el, 'MAX_TEMPERATURE');
  const attenuation = num(el, 'ATTENUATION');
  return {
    name: productId && !baseName.includes(productId) ? `${productId} ${baseName}` : baseName,
    manufacturer: text(el, 'LABORATORY'),
    description: text(el, 'NOTES'),
    type: (yeastTypeFrom(childText(el, 'WORTSMITH_TYPE') ?? childText(el, 'TYPE')) ?? 'Ale') as YeastType,
    form: yeastFormFrom(childText(el, 'WORTSMITH_FORM') ?? childText(el, 'FORM')) ?? 'Liquid',
    flocculation:
      flocculationFrom(childText(el, 'WORTSMITH_FLOCCULATION') ?? childText(el, 'FLOCCULATION')) ?? null,
    attenuation: attenuation === null ? null : clamp(attenuation, 0, 100),
    flavorProfile: text(el, 'WORTSMITH_FLAVOR_PROFILE'),
    temperatureRange:
      text(el, 'WORTSMITH_TEMPERATURE_RANGE') ??
      (min !== null && max !== null ? `${celsius(min)}-${celsius(max)} °C` : null),
    alcoholTolerance: text(el, 'WORTSMITH_ALCOHOL_TOLERANCE'),
  };
}

/**
 * Nominal sizes for the counted units BeerXML 1.0 has no unit for: its AMOUNT is kilograms or litres
 * (AMOUNT_IS_WEIGHT), so a pack or an item is written as a count taken at a nominal size that another
 * tool can live with, the count itself riding in DISPLAY_AMOUNT ("2 pkg", "3 items") and WORTSMITH_UNIT.
 * The sizes are nominal, not any one product's:
 * - a dry yeast pack: 11.5 g, the sachet Fermentis sells its SafAle and SafLager yeasts in (Lallemand's
 *   hold 11 g), by weight;
 * - any other yeast pack: 125 mL, Wyeast's Activator pack ("smack pack"), by volume;
 * - a misc item: 1 g, by weight (a tablet, a capsule, a cinnamon stick: there is no typical size).
 */
export const NOMINAL_PACK_GRAMS = 11.5;
export const NOMINAL_PACK_MILLILITRES = 125;
export const NOMINAL_ITEM_GRAMS = 1;

/** The number and unit word of a DISPLAY_AMOUNT ("0.25 tsp", "1 pkg", "35 ml", "2.00 oz", "10.00 gm"). */
function displayAmount(el: XmlElement): { value: number; word: string } | null {
  const match = /^\s*(\d+(?:[.,]\d+)?|[.,]\d+)\s*([A-Za-z]+\.?)\s*$/.exec(
    childText(el, 'DISPLAY_AMOUNT') ?? '',
  );
  return match ? { value: Number(match[1]!.replace(',', '.')), word: match[2]! } : null;
}

/** Whether a spoon count and a volume agree (to 5 %, or the 0.001 mL AMOUNT's 6 decimals of litres keep). */
const agrees = (millilitres: number, other: number) =>
  Math.abs(millilitres - other) <= Math.max(0.05 * millilitres, 0.001);

/**
 * A misc's or yeast's amount (BeerXML 1.0: AMOUNT in kg when AMOUNT_IS_WEIGHT is TRUE, else in litres,
 * FALSE being the default), in its unit:
 * - The unit: Wortsmith's WORTSMITH_UNIT when it is there (a weight or mL then as AMOUNT_IS_WEIGHT
 *   says); else DISPLAY_AMOUNT (BeerXML 1.0 Appendix A, "Optional Extensions for BeerXML Display", as
 *   BeerSmith writes it) when it names teaspoons or tablespoons (a misc) or a count (pkg or pack for a
 *   yeast, items or each for a misc; amount-units.ts); else a weight in grams or a volume in millilitres,
 *   as AMOUNT_IS_WEIGHT says.
 * - A spoon count is DISPLAY_AMOUNT's number when AMOUNT is no volume or agrees with it, else AMOUNT in
 *   that unit (a tool scaled AMOUNT and left the display text); a count is DISPLAY_AMOUNT's number, or
 *   AMOUNT over its nominal size (above; an item given by volume at 1 mL) when the display says none.
 * - Quantities keep 3 decimals, as the quantity inputs do. Null when the file gives no positive amount.
 */
export function xmlAmount(el: XmlElement, kind: AmountKind): FileAmount | null {
  const amount = num(el, 'AMOUNT');
  const isWeight = booleanOf(childText(el, 'AMOUNT_IS_WEIGHT'));
  const grams = amount !== null && isWeight ? kgToGrams(amount) : null;
  const millilitres = amount !== null && !isWeight ? kept(amount * 1000) : null;
  const display = displayAmount(el);
  const shown = display ? keptUnit(kind, display.word) : undefined;
  // Our own tag wins; a weight or a volume in mL is what AMOUNT_IS_WEIGHT says, whatever a tag claims.
  const own = ownUnit(kind, childText(el, 'WORTSMITH_UNIT'));
  const unit = own ? (isKept(own) ? own : undefined) : shown;
  const said = display && shown === unit ? kept(display.value) : null;
  const quantity = unit ? countOf(unit, said, grams, millilitres) : (grams ?? millilitres);
  return keptAmount(quantity, unit ?? (isWeight ? undefined : 'mL'));
}

/** A spoon count or a count from what the record says (see `xmlAmount`). */
function countOf(
  unit: KeptUnit,
  said: number | null,
  grams: number | null,
  millilitres: number | null,
): number | null {
  switch (unit) {
    case 'tsp':
    case 'tbsp': {
      const perUnit = amountMillilitres({ quantity: 1, unit })!;
      return millilitres !== null && (said === null || !agrees(said * perUnit, millilitres))
        ? kept(millilitres / perUnit)
        : said;
    }
    case 'pack':
      if (said !== null) return said;
      if (grams !== null) return kept(grams / NOMINAL_PACK_GRAMS);
      return millilitres === null ? null : kept(millilitres / NOMINAL_PACK_MILLILITRES);
    case 'item':
      return said ?? (grams === null ? millilitres : kept(grams / NOMINAL_ITEM_GRAMS));
  }
}

/**
 * Equipment fields in litres; boil-off from REAL_EVAP_RATE (L/h) or EVAP_RATE (% of the boil size per hour).
 * The mash tun's heat capacity (litres of water it weighs like) is TUN_WEIGHT (kg) × TUN_SPECIFIC_HEAT
 * (cal/g·°C, water's being 1); the other mash settings have no BeerXML field and ride in WORTSMITH_* tags.
 */
export function equipmentFields(el: XmlElement): EquipmentFields {
  const boilSize = num(el, 'BOIL_SIZE') ?? 0;
  const realRate = num(el, 'REAL_EVAP_RATE');
  const percentRate = num(el, 'EVAP_RATE');
  const boilOff = realRate ?? (percentRate !== null ? (percentRate * boilSize) / 100 : 0);
  const tunWeight = num(el, 'TUN_WEIGHT');
  const tunHeat = num(el, 'TUN_SPECIFIC_HEAT');
  return {
    name: text(el, 'NAME') ?? '',
    description: text(el, 'NOTES'),
    efficiency: num(el, 'WORTSMITH_EFFICIENCY'),
    batchVolume: num(el, 'BATCH_SIZE'),
    batchTime: num(el, 'WORTSMITH_BATCH_TIME'),
    boilTime: num(el, 'BOIL_TIME'),
    boilTemperature: num(el, 'WORTSMITH_BOIL_TEMPERATURE'),
    boilOff: roundTo(Math.max(0, boilOff), 3),
    trubLoss: Math.max(0, num(el, 'TRUB_CHILLER_LOSS') ?? 0),
    deadSpace: Math.max(0, num(el, 'LAUTER_DEADSPACE') ?? 0),
    grainAbsorption: num(el, 'WORTSMITH_GRAIN_ABSORPTION'),
    mashThickness: num(el, 'WORTSMITH_MASH_THICKNESS'),
    spargeMethod: text(el, 'WORTSMITH_SPARGE_METHOD'),
    mashTunHeatCapacity: tunWeight !== null && tunHeat !== null ? roundTo(tunWeight * tunHeat, 3) : null,
    fermenterLoss: num(el, 'WORTSMITH_FERMENTER_LOSS'),
  };
}

/** A mash step, or null (with a warning) when it has no temperature. */
export function mashStepFields(el: XmlElement, index: number, recipe: string, warnings: Warnings) {
  const temperature = num(el, 'STEP_TEMP');
  const type = mashStepTypeFrom(childText(el, 'TYPE'));
  const name = text(el, 'NAME') ?? `${type ?? 'Mash'} step ${index + 1}`;
  if (temperature === null) {
    warnings.add(recipe, `Mash step "${name}" has no temperature: left out.`);
    return null;
  }
  if (!type)
    warnings.add(
      recipe,
      `Mash step "${name}" of type "${childText(el, 'TYPE') ?? ''}" is imported as Infusion.`,
    );
  return {
    name,
    type: (type ?? 'Infusion') as MashStepType,
    temperature: stepTemperature(temperature, name, recipe, warnings),
    time: clamp(num(el, 'STEP_TIME') ?? 0, 0, 1440),
    description: text(el, 'DESCRIPTION'),
  };
}

export { num as xmlNumber, text as xmlText };

/** Water fields: BeerXML gives the ions in ppm (mg/L); WORTSMITH_DESCRIPTION carries the description. */
export function waterFields(el: XmlElement): WaterFields {
  return {
    name: nameOf(el, 'Water'),
    description: text(el, 'WORTSMITH_DESCRIPTION'),
    calcium: num(el, 'CALCIUM'),
    magnesium: num(el, 'MAGNESIUM'),
    sodium: num(el, 'SODIUM'),
    sulfate: num(el, 'SULFATE'),
    chloride: num(el, 'CHLORIDE'),
    bicarbonate: num(el, 'BICARBONATE'),
    ph: num(el, 'PH'),
    notes: text(el, 'NOTES'),
  };
}
