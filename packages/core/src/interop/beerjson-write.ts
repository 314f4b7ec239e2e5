// Writes recipes and catalogue items as BeerJSON 1.0 (every quantity a {unit, value} in metric units);
// a recipe's water as water additions and water-agent miscs (beerjson-water.ts).
// BeerJSON recipes name no equipment: each recipe's equipment is written to `equipments` in the same
// order, and the reader pairs them back. A `wortsmith` object holds what BeerJSON has no field for
// (the recipe's description and batch time ride on its equipment's kettle, the recipe allowing none).
import { computeRecipeFigures } from '../figures';
import type { Amount, AmountUnit } from '../ingredient-amounts';
import type { CatalogueKind } from '../options';
import type { MashStepInput, RecipeHopInput } from '../schemas/recipe';
import { contributionOf } from '../staged-gravity';
import { findStyle } from '../styles';
import { yeastTemperatureRange } from '../yeast-temperature-range';
import { compact, extension, type Json, q, qOrNull } from './beerjson-build';
import { equipmentJson } from './beerjson-equipment';
import { timeQuantity } from './beerjson-units';
import { waterAdditionsJson, waterAgentAdditions } from './beerjson-water';
import { beerJsonFermentableType } from './contribution';
import type { FermentableFields, YeastFields } from './drafts';
import { beerJsonFermentationExtras, beerJsonFermentationJson } from './fermentation-stages';
import { stepInfusions } from './infusion-water';
import { type FileStock, isStocked, stockJson } from './inventory';
import type { CatalogueDraft, RecipeDraft } from './model';
import { styleCodeParts } from './style-match';

const pct = (value: number | null) => qOrNull('%', value);
const lower = (value: string) => value.toLowerCase();

function fermentable(f: FermentableFields): Json {
  return compact({
    name: f.name,
    type: beerJsonFermentableType(f),
    grain_group: lower(f.type),
    producer: f.supplier,
    // The schema wants a yield and a colour: unknown ones are written as 0 and flagged.
    yield:
      f.potentialExtract === null ? { fine_grind: q('%', 0) } : { potential: q('sg', f.potentialExtract) },
    color: q('EBC', f.ebc ?? 0),
    notes: f.description,
    wortsmith: extension({
      color_unknown: f.ebc === null ? true : null,
      potential_unknown: f.potentialExtract === null ? true : null,
      contribution: contributionOf(f),
      acid_content: f.acidContent,
    }),
  });
}

/** When a fermentable goes in: grain in the mash (a steeped grain's steep has no use of its own). */
const FERMENTABLE_USES = {
  mashed: 'add_to_mash',
  steeped: 'add_to_mash',
  notMashed: 'add_to_boil',
  afterBoil: 'add_to_fermentation',
};

const HOP_USES = {
  Boil: 'add_to_boil',
  Whirlpool: 'add_to_boil',
  'First Wort': 'add_to_boil',
  Mash: 'add_to_mash',
  'Dry Hop': 'add_to_fermentation',
};

/** A fermentation addition: its day after pitching as `time`, its time in the fermenter as `duration`. */
function dryHopTiming(h: RecipeHopInput): Json {
  const duration = h.dryHopDuration ?? (h.boilTime > 0 ? h.boilTime : null);
  return compact({
    use: HOP_USES['Dry Hop'],
    time: h.dryHopStart === null || h.dryHopStart === undefined ? null : timeQuantity(h.dryHopStart),
    duration: duration === null ? null : timeQuantity(duration),
  });
}

function hopAddition(h: RecipeHopInput): Json {
  return compact({
    name: h.name,
    producer: h.supplier,
    alpha_acid: q('%', h.alphaAcidContent),
    beta_acid: pct(h.betaAcidContent),
    notes: h.description,
    amount: q('g', h.quantity),
    // A whirlpool addition goes in at the end of the boil (time 0) and steeps for its minutes (duration),
    // so a reader does not count it as boiled for them.
    timing:
      h.usageStage === 'Dry Hop'
        ? dryHopTiming(h)
        : h.usageStage === 'Whirlpool'
          ? { use: HOP_USES.Whirlpool, time: timeQuantity(0), duration: timeQuantity(h.boilTime) }
          : { use: HOP_USES[h.usageStage], time: timeQuantity(h.boilTime) },
    wortsmith: extension({
      usage_stage: h.usageStage === 'Whirlpool' || h.usageStage === 'First Wort' ? h.usageStage : null,
    }),
  });
}

/**
 * A misc's or culture's amount in its own unit, each in the BeerJSON 1.0 schema's enums
 * (measureable_units.json): grams (MassUnitType "g"); mL, tsp and tbsp (VolumeUnitType "ml", "tsp",
 * "tbsp"); packs and items (UnitUnitType "pkg" and "each").
 */
const AMOUNT_UNITS: Record<AmountUnit, string> = {
  g: 'g',
  mL: 'ml',
  tsp: 'tsp',
  tbsp: 'tbsp',
  pack: 'pkg',
  item: 'each',
};
const amountJson = (amount: Amount) => q(AMOUNT_UNITS[amount.unit ?? 'g'], amount.quantity);

const STANDARD_CULTURE_TYPES = ['Ale', 'Lager', 'Wine', 'Champagne'];
const STANDARD_CULTURE_FORMS = ['Liquid', 'Dry', 'Slant', 'Culture'];

function culture(y: YeastFields): Json {
  return compact({
    name: y.name,
    type: STANDARD_CULTURE_TYPES.includes(y.type) ? lower(y.type) : 'other',
    form: STANDARD_CULTURE_FORMS.includes(y.form) ? lower(y.form) : 'liquid',
    producer: y.manufacturer,
    notes: y.description,
    wortsmith: extension({
      type: STANDARD_CULTURE_TYPES.includes(y.type) ? null : y.type,
      form: STANDARD_CULTURE_FORMS.includes(y.form) ? null : y.form,
      flocculation: y.flocculation,
      flavor_profile: y.flavorProfile,
      temperature_range: y.temperatureRange,
      alcohol_tolerance: y.alcoholTolerance,
    }),
  });
}

/**
 * A mash step with the water it adds; the first carries the equipment's mash thickness as its
 * water-to-grain ratio.
 */
function mashStep(
  s: MashStepInput,
  thickness: number | null,
  water: ReturnType<typeof stepInfusions>[number],
): Json {
  return compact({
    name: s.name,
    type: lower(s.type),
    amount: water ? q('l', water.litres) : null,
    infuse_temperature: water && water.temperature !== null ? q('C', water.temperature) : null,
    step_temperature: q('C', s.temperature),
    step_time: timeQuantity(s.time),
    description: s.description,
    water_grain_ratio: qOrNull('l/kg', thickness),
  });
}

function style(name: string): Json | null {
  const found = findStyle(name);
  if (!found) return null;
  const [category, letter] = styleCodeParts(found);
  return compact({
    name: found.name,
    category: found.category,
    category_number: /^\d+$/.test(category) ? Number(category) : null,
    style_letter: letter,
    style_guide: 'BJCP 2021',
    type: 'beer',
  });
}

function recipe(r: RecipeDraft): Json {
  const figures = computeRecipeFigures(r);
  const e = r.recipeEquipment;
  const water = stepInfusions(r);
  return compact({
    name: r.name,
    type: lower(r.type),
    author: r.author ?? '',
    batch_size: q('l', e.batchVolume),
    efficiency: { brewhouse: q('%', e.efficiency) },
    style: style(r.style),
    ingredients: {
      fermentable_additions: r.recipeFermentables.map((f) => ({
        ...fermentable(f),
        timing: { use: FERMENTABLE_USES[contributionOf(f)] },
        amount: q('g', f.quantity),
      })),
      hop_additions: r.recipeHops.map(hopAddition),
      miscellaneous_additions: [
        ...r.recipeMisc.map((m) =>
          compact({
            name: m.name,
            type: lower(m.type),
            notes: m.description,
            use_for: m.use,
            amount: amountJson(m),
            timing: { time: timeQuantity(m.time) },
            // A water agent Wortsmith lists as a misc, not as the water's salt or acid.
            wortsmith: m.type === 'Water Agent' ? { recipe_misc: true } : null,
          }),
        ),
        ...waterAgentAdditions(r.water),
      ],
      culture_additions: r.recipeYeasts.map((y) =>
        compact({ ...culture(y), amount: amountJson(y), attenuation: pct(y.attenuation) }),
      ),
      ...(r.water ? { water_additions: waterAdditionsJson(r) } : {}),
    },
    // The schema wants at least one step in a mash: a recipe without steps is written without one.
    mash:
      r.mashSteps.length > 0
        ? {
            name: 'Mash',
            grain_temperature: q('C', r.water?.grainTemperature ?? 20),
            mash_steps: r.mashSteps.map((s, i) =>
              mashStep(s, i === 0 ? e.mashThickness : null, water[i] ?? null),
            ),
          }
        : null,
    boil: { pre_boil_size: q('l', figures.preBoilVolume), boil_time: timeQuantity(e.boilTime) },
    fermentation: beerJsonFermentationJson(r.fermentationSteps),
    notes: r.notes,
    // Wortsmith's IBU is Tinseth's (SPEC §9); BeerJSON names the formula but holds no figure for it.
    ibu_estimate: { method: 'Tinseth' },
    original_gravity: q('sg', figures.og),
    final_gravity: q('sg', figures.fg),
    alcohol_by_volume: q('%', figures.abv),
    color_estimate: q('EBC', figures.ebc),
  });
}

function document(records: Json): string {
  return `${JSON.stringify({ beerjson: { version: 1, ...records } }, null, 2)}\n`;
}

/** A BeerJSON document with the recipes and, in the same order, their equipment. */
export function writeBeerJsonRecipes(recipes: readonly RecipeDraft[]): string {
  return document({
    recipes: recipes.map(recipe),
    equipments: recipes.map((r) =>
      equipmentJson(r.recipeEquipment, {
        recipe_batch_time: r.batchTime,
        recipe_description: r.description,
        recipe_fermentation: beerJsonFermentationExtras(r.fermentationSteps),
      }),
    ),
  });
}

const FLOCCULATIONS: Record<string, string> = {
  Low: 'low',
  Medium: 'medium',
  'Medium - High': 'medium high',
  High: 'high',
  'Very High': 'very high',
};

const CATALOGUE_WRITERS: { [K in CatalogueKind]: [string, (item: CatalogueDraft<K>) => Json] } = {
  equipments: ['equipments', (e) => equipmentJson(e)],
  fermentables: ['fermentables', (f) => fermentable(f)],
  hops: [
    'hop_varieties',
    (h) =>
      compact({
        name: h.name,
        producer: h.supplier,
        origin: h.countryOfOrigin,
        form: h.type
          ? { Pellet: 'pellet', Whole: 'leaf', Cryo: 'powder', 'CO2 Extract': 'extract' }[h.type]
          : null,
        alpha_acid: q('%', h.alphaAcidContent ?? 0),
        beta_acid: pct(h.betaAcidContent),
        type: { Aroma: 'aroma', Bittering: 'bittering', 'Dual-purpose': 'aroma/bittering' }[h.useType],
        notes: h.description,
        wortsmith: extension({ alpha_unknown: h.alphaAcidContent === null ? true : null }),
      }),
  ],
  miscs: [
    'miscellaneous_ingredients',
    (m) =>
      compact({
        name: m.name,
        type: lower(m.type),
        producer: m.supplier,
        use_for: m.useType,
        notes: m.description,
        wortsmith: extension({ country_of_origin: m.countryOfOrigin }),
      }),
  ],
  yeasts: [
    'cultures',
    (y) => {
      const range = yeastTemperatureRange(y.temperatureRange);
      const tolerance = /^\s*([\d.]+)\s*%\s*$/.exec(y.alcoholTolerance ?? '');
      return compact({
        ...culture(y),
        temperature_range: range ? { minimum: q('C', range.min), maximum: q('C', range.max) } : null,
        alcohol_tolerance: tolerance ? q('%', Number(tolerance[1])) : null,
        flocculation: y.flocculation ? FLOCCULATIONS[y.flocculation] : null,
        attenuation_range:
          y.attenuation === null ? null : { minimum: q('%', y.attenuation), maximum: q('%', y.attenuation) },
      });
    },
  ],
  waters: [
    'profiles',
    (w) =>
      compact({
        name: w.name,
        calcium: q('mg/l', w.calcium),
        magnesium: q('mg/l', w.magnesium),
        sodium: q('mg/l', w.sodium),
        sulfate: q('mg/l', w.sulfate),
        chloride: q('mg/l', w.chloride),
        bicarbonate: q('mg/l', w.bicarbonate),
        pH: w.ph,
        notes: w.notes,
        wortsmith: extension({ description: w.description }),
      }),
  ],
};

/** A BeerJSON document with the catalogue items of one kind in its library list. */
export function writeBeerJsonCatalogue<K extends CatalogueKind>(
  kind: K,
  items: readonly CatalogueDraft<K>[],
  stock: readonly (FileStock | null)[] = [],
): string {
  const [key, write] = CATALOGUE_WRITERS[kind];
  const records = items.map((item, index) => {
    const record = write(item);
    const kept = stock[index];
    const inventory = kept && isStocked(kind) ? stockJson(kind, kept) : null;
    return inventory ? { ...(record as Record<string, Json>), inventory } : record;
  });
  return document({ [key]: records });
}
