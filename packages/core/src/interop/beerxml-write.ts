// Writes recipes and catalogue items as BeerXML 1.0 (UTF-8), with fast-xml-parser's builder. Recipes
// carry EST_OG, EST_FG, EST_COLOR, IBU and EST_ABV from Wortsmith's own figures, and their water as
// WATERS and water-agent MISCS (beerxml-water.ts). What BeerXML has no field for goes into WORTSMITH_*
// tags, which other tools ignore and our reader prefers.
import { XMLBuilder } from 'fast-xml-parser';
import { computeRecipeFigures } from '../figures';
import { type Amount, type AmountUnit, amountMillilitres } from '../ingredient-amounts';
import type { CatalogueKind } from '../options';
import { roundTo } from '../rounding';
import type { MashStepInput, RecipeHopInput, RecipeMiscInput } from '../schemas/recipe';
import { contributionOf } from '../staged-gravity';
import { findStyle } from '../styles';
import { yeastTemperatureRange } from '../yeast-temperature-range';
import { element, type Fields, thousandth } from './beerxml-element';
import { NOMINAL_ITEM_GRAMS, NOMINAL_PACK_GRAMS, NOMINAL_PACK_MILLILITRES } from './beerxml-fields';
import { beerXmlWaterRecords, recipeMiscMark } from './beerxml-water';
import { beerXmlFermentableType } from './contribution';
import type { FermentableFields, YeastFields } from './drafts';
import { beerXmlFermentationFields } from './fermentation-stages';
import { stepInfusions } from './infusion-water';
import { type FileStock, isStocked, stockText } from './inventory';
import { type CatalogueDraft, type EquipmentLike, preBoilLitres, type RecipeDraft } from './model';
import { styleCodeParts } from './style-match';
import { ebcToSrm, potentialToYield } from './values';

const builder = new XMLBuilder({ format: true, indentBy: ' ', suppressEmptyNode: false });

const kg = thousandth;
const srm = (ebc: number | null) => (ebc === null ? null : ebcToSrm(ebc));

function fermentable(f: FermentableFields, grams: number): Fields {
  return element({
    NAME: f.name,
    VERSION: 1,
    TYPE: beerXmlFermentableType(f),
    WORTSMITH_TYPE: f.type,
    AMOUNT: kg(grams),
    YIELD: f.potentialExtract === null ? null : potentialToYield(f.potentialExtract),
    POTENTIAL: f.potentialExtract,
    COLOR: srm(f.ebc),
    SUPPLIER: f.supplier,
    NOTES: f.description,
    ADD_AFTER_BOIL: f.contribution === 'afterBoil' ? 'TRUE' : null,
    IS_MASHED: f.contribution === 'steeped' ? 'FALSE' : null,
    WORTSMITH_CONTRIBUTION: contributionOf(f),
    WORTSMITH_ACID_CONTENT: f.acidContent,
  });
}

const HOP_USE = {
  Boil: 'Boil',
  'Dry Hop': 'Dry Hop',
  Whirlpool: 'Aroma',
  Mash: 'Mash',
  'First Wort': 'First Wort',
};

function recipeHop(h: RecipeHopInput): Fields {
  return element({
    NAME: h.name,
    VERSION: 1,
    ALPHA: h.alphaAcidContent,
    AMOUNT: kg(h.quantity),
    USE: HOP_USE[h.usageStage],
    // A dry hop's TIME is its time in the fermenter (BeerXML 1.0); its day goes into our own tag.
    TIME: h.usageStage === 'Dry Hop' ? (h.dryHopDuration ?? h.boilTime) : h.boilTime,
    WORTSMITH_DRY_HOP_START: h.usageStage === 'Dry Hop' ? h.dryHopStart : null,
    BETA: h.betaAcidContent,
    NOTES: h.description,
    WORTSMITH_SUPPLIER: h.supplier,
  });
}

/** "0.25 tsp", "35 mL", "1 pkg", "3 items": a count or volume as BeerSmith writes DISPLAY_AMOUNT. */
const DISPLAY_UNITS: Record<Exclude<AmountUnit, 'g'>, [string, string]> = {
  mL: ['mL', 'mL'],
  tsp: ['tsp', 'tsp'],
  tbsp: ['tbsp', 'tbsp'],
  pack: ['pkg', 'pkg'],
  item: ['item', 'items'],
};

/**
 * A misc's or yeast's AMOUNT (BeerXML 1.0: kg when AMOUNT_IS_WEIGHT is TRUE, else litres):
 * - by weight: its grams in kg, as SPEC's recipes;
 * - in mL, tsp or tbsp: its volume in litres (a US teaspoon of 4.92892159375 mL, ingredient-amounts.ts),
 *   AMOUNT_IS_WEIGHT FALSE;
 * - in packs or items, which BeerXML has no unit for: the count at a nominal size (beerxml-fields.ts
 *   NOMINAL_*), a dry yeast's packs by weight, other yeasts' by volume, items by weight.
 * Any unit but grams also writes DISPLAY_AMOUNT (BeerXML 1.0 Appendix A, what BeerSmith shows and our
 * reader takes a spoon or count from) and WORTSMITH_UNIT (ours, which our reader prefers).
 */
function amountFields(amount: Amount, form: string | null = null): Fields {
  const { quantity, unit } = amount;
  if (!unit || unit === 'g') return { AMOUNT: kg(quantity), AMOUNT_IS_WEIGHT: 'TRUE' };
  const litres = (millilitres: number) => ({ AMOUNT: thousandth(millilitres), AMOUNT_IS_WEIGHT: 'FALSE' });
  const grams = (value: number) => ({ AMOUNT: kg(value), AMOUNT_IS_WEIGHT: 'TRUE' });
  const shown = roundTo(quantity, 3);
  const [one, many] = DISPLAY_UNITS[unit];
  return {
    ...(unit === 'pack'
      ? form === 'Dry'
        ? grams(quantity * NOMINAL_PACK_GRAMS)
        : litres(quantity * NOMINAL_PACK_MILLILITRES)
      : unit === 'item'
        ? grams(quantity * NOMINAL_ITEM_GRAMS)
        : litres(amountMillilitres(amount)!)),
    DISPLAY_AMOUNT: `${shown} ${shown === 1 ? one : many}`,
    WORTSMITH_UNIT: unit,
  };
}

function misc(
  m: Omit<RecipeMiscInput, 'id' | 'quantity' | 'time'>,
  amount: Amount,
  time: number,
  use: string,
): Fields {
  return element({
    NAME: m.name,
    VERSION: 1,
    TYPE: m.type,
    USE: use,
    TIME: time,
    ...amountFields(amount),
    NOTES: m.description,
  });
}

const STANDARD_YEAST_TYPES = ['Ale', 'Lager', 'Wheat', 'Wine', 'Champagne'];
const STANDARD_FORMS = ['Liquid', 'Dry', 'Slant', 'Culture'];
const STANDARD_FLOCCULATIONS = ['Low', 'Medium', 'High', 'Very High'];

function yeast(y: YeastFields, amount: Amount): Fields {
  const range = yeastTemperatureRange(y.temperatureRange);
  return element({
    NAME: y.name,
    VERSION: 1,
    TYPE: STANDARD_YEAST_TYPES.includes(y.type) ? y.type : 'Ale',
    WORTSMITH_TYPE: STANDARD_YEAST_TYPES.includes(y.type) ? null : y.type,
    FORM: STANDARD_FORMS.includes(y.form) ? y.form : 'Liquid',
    WORTSMITH_FORM: STANDARD_FORMS.includes(y.form) ? null : y.form,
    ...amountFields(amount, y.form),
    LABORATORY: y.manufacturer,
    ATTENUATION: y.attenuation,
    FLOCCULATION: y.flocculation === 'Medium - High' ? 'High' : y.flocculation,
    WORTSMITH_FLOCCULATION:
      y.flocculation && !STANDARD_FLOCCULATIONS.includes(y.flocculation) ? y.flocculation : null,
    MIN_TEMPERATURE: range?.min ?? null,
    MAX_TEMPERATURE: range?.max ?? null,
    WORTSMITH_TEMPERATURE_RANGE: y.temperatureRange,
    WORTSMITH_FLAVOR_PROFILE: y.flavorProfile,
    WORTSMITH_ALCOHOL_TOLERANCE: y.alcoholTolerance,
    NOTES: y.description,
  });
}

function equipment(e: EquipmentLike): Fields {
  const boilSize = preBoilLitres(e);
  return element({
    NAME: e.name,
    VERSION: 1,
    BOIL_SIZE: boilSize,
    BATCH_SIZE: e.batchVolume,
    BOIL_TIME: e.boilTime,
    EVAP_RATE: boilSize > 0 ? (e.boilOff / boilSize) * 100 : 0,
    REAL_EVAP_RATE: e.boilOff,
    TRUB_CHILLER_LOSS: e.trubLoss,
    LAUTER_DEADSPACE: e.deadSpace,
    NOTES: e.description,
    WORTSMITH_EFFICIENCY: e.efficiency,
    WORTSMITH_BATCH_TIME: e.batchTime,
    WORTSMITH_BOIL_TEMPERATURE: e.boilTemperature,
    // A tun that weighs like so many litres of water: that weight at water's specific heat.
    TUN_WEIGHT: e.mashTunHeatCapacity,
    TUN_SPECIFIC_HEAT: e.mashTunHeatCapacity === null ? null : 1,
    WORTSMITH_GRAIN_ABSORPTION: e.grainAbsorption,
    WORTSMITH_MASH_THICKNESS: e.mashThickness,
    WORTSMITH_SPARGE_METHOD: e.spargeMethod,
    WORTSMITH_FERMENTER_LOSS: e.fermenterLoss,
  });
}

/** A mash step with the water it adds (INFUSE_TEMP is BeerXML's display text, with its unit). */
function mashStep(s: MashStepInput, water: ReturnType<typeof stepInfusions>[number]): Fields {
  return element({
    NAME: s.name,
    VERSION: 1,
    TYPE: s.type,
    INFUSE_AMOUNT: water?.litres,
    STEP_TEMP: s.temperature,
    STEP_TIME: s.time,
    DESCRIPTION: s.description,
    INFUSE_TEMP: water && water.temperature !== null ? `${water.temperature.toFixed(1)} C` : null,
  });
}

function style(name: string): Fields | null {
  const found = findStyle(name);
  if (!found) return null;
  const [category, letter] = styleCodeParts(found);
  return element({
    NAME: found.name,
    VERSION: 1,
    CATEGORY: found.category,
    CATEGORY_NUMBER: category,
    STYLE_LETTER: letter,
    STYLE_GUIDE: 'BJCP 2021',
    TYPE: 'Ale',
    OG_MIN: found.og?.min,
    OG_MAX: found.og?.max,
    FG_MIN: found.fg?.min,
    FG_MAX: found.fg?.max,
    IBU_MIN: found.ibu?.min,
    IBU_MAX: found.ibu?.max,
    COLOR_MIN: found.ebc ? ebcToSrm(found.ebc.min) : undefined,
    COLOR_MAX: found.ebc ? ebcToSrm(found.ebc.max) : undefined,
    ABV_MIN: found.abv?.min,
    ABV_MAX: found.abv?.max,
  });
}

function recipe(r: RecipeDraft): Fields {
  const figures = computeRecipeFigures(r);
  const e = r.recipeEquipment;
  const water = beerXmlWaterRecords(r);
  const infusions = stepInfusions(r);
  return element({
    NAME: r.name,
    VERSION: 1,
    TYPE: r.type,
    STYLE: style(r.style),
    EQUIPMENT: equipment(e),
    BREWER: r.author ?? '',
    BATCH_SIZE: e.batchVolume,
    BOIL_SIZE: figures.preBoilVolume,
    BOIL_TIME: e.boilTime,
    EFFICIENCY: e.efficiency,
    NOTES: r.notes,
    WORTSMITH_DESCRIPTION: r.description,
    WORTSMITH_BATCH_TIME: r.batchTime,
    HOPS: { HOP: r.recipeHops.map(recipeHop) },
    FERMENTABLES: { FERMENTABLE: r.recipeFermentables.map((f) => fermentable(f, f.quantity)) },
    MISCS: {
      MISC: [
        ...r.recipeMisc.map((m) => ({
          ...misc(m, m, m.time, m.use ?? 'Boil'),
          ...recipeMiscMark(m),
        })),
        ...water.agents,
      ],
    },
    YEASTS: { YEAST: r.recipeYeasts.map((y) => yeast(y, y)) },
    WATERS: water.waters.length > 0 ? { WATER: water.waters } : '',
    WORTSMITH_WATER: water.block,
    MASH: {
      NAME: 'Mash',
      VERSION: 1,
      GRAIN_TEMP: r.water?.grainTemperature ?? 20,
      MASH_STEPS: { MASH_STEP: r.mashSteps.map((s, i) => mashStep(s, infusions[i] ?? null)) },
    },
    ...beerXmlFermentationFields(r.fermentationSteps),
    EST_OG: figures.og,
    EST_FG: figures.fg,
    EST_COLOR: ebcToSrm(figures.ebc),
    IBU: figures.ibu,
    IBU_METHOD: 'Tinseth',
    EST_ABV: figures.abv,
  });
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A BeerXML document with every recipe under RECIPES. */
export function writeBeerXmlRecipes(recipes: readonly RecipeDraft[]): string {
  return DECLARATION + builder.build({ RECIPES: { RECIPE: recipes.map(recipe) } });
}

/** A library item's amount: none, by weight. */
const NO_AMOUNT: Amount = { quantity: 0 };

const CATALOGUE_WRITERS: { [K in CatalogueKind]: [string, string, (item: CatalogueDraft<K>) => Fields] } = {
  equipments: ['EQUIPMENTS', 'EQUIPMENT', (e) => equipment(e)],
  fermentables: ['FERMENTABLES', 'FERMENTABLE', (f) => fermentable(f, 0)],
  hops: [
    'HOPS',
    'HOP',
    (h) =>
      element({
        NAME: h.name,
        VERSION: 1,
        ALPHA: h.alphaAcidContent,
        AMOUNT: 0,
        USE: 'Boil',
        TIME: 0,
        TYPE: { Aroma: 'Aroma', Bittering: 'Bittering', 'Dual-purpose': 'Both' }[h.useType],
        FORM: h.type === null ? null : h.type === 'Whole' ? 'Leaf' : 'Pellet',
        WORTSMITH_FORM: h.type === 'Cryo' || h.type === 'CO2 Extract' ? h.type : null,
        BETA: h.betaAcidContent,
        ORIGIN: h.countryOfOrigin,
        NOTES: h.description,
        WORTSMITH_SUPPLIER: h.supplier,
      }),
  ],
  miscs: [
    'MISCS',
    'MISC',
    (m) => ({
      ...misc(m, NO_AMOUNT, 0, m.useType ?? ''),
      ...element({ WORTSMITH_SUPPLIER: m.supplier, WORTSMITH_ORIGIN: m.countryOfOrigin }),
    }),
  ],
  yeasts: ['YEASTS', 'YEAST', (y) => yeast(y, NO_AMOUNT)],
  waters: [
    'WATERS',
    'WATER',
    (w) =>
      element({
        NAME: w.name,
        VERSION: 1,
        AMOUNT: 0,
        CALCIUM: w.calcium,
        BICARBONATE: w.bicarbonate,
        SULFATE: w.sulfate,
        CHLORIDE: w.chloride,
        SODIUM: w.sodium,
        MAGNESIUM: w.magnesium,
        PH: w.ph,
        NOTES: w.notes,
        WORTSMITH_DESCRIPTION: w.description,
      }),
  ],
};

/** A BeerXML document with the catalogue items of one kind (amounts 0: a library, not a recipe). */
export function writeBeerXmlCatalogue<K extends CatalogueKind>(
  kind: K,
  items: readonly CatalogueDraft<K>[],
  stock: readonly (FileStock | null)[] = [],
): string {
  const [container, tag, write] = CATALOGUE_WRITERS[kind];
  const records = items.map((item, index) => {
    const record = write(item);
    const kept = stock[index];
    return kept && isStocked(kind) ? { ...record, INVENTORY: stockText(kind, kept) } : record;
  });
  return DECLARATION + builder.build({ [container]: { [tag]: records } });
}
