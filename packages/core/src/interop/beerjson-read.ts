// Reads a BeerJSON 1.0 file (any version number, // and /* */ comments allowed anywhere): recipes and the
// libraries fermentables, hop_varieties, cultures, miscellaneous_ingredients, equipments and profiles
// (water profiles). A recipe's water additions and water-agent miscs become its water (beerjson-water.ts).
import { stripComments } from 'jsonc-parser';
import { roundTo } from '../rounding';
import { type AmountKind, type FileAmount, keptAmount, keptUnit } from './amount-units';
import { beerJsonEquipment, recipeExtras } from './beerjson-equipment';
import { fermentableOf, hopOf, miscOf, stepOf, waterOf, yeastOf } from './beerjson-fields';
import {
  ebc,
  grams,
  gravity,
  litres,
  litresPerKg,
  millilitres,
  minutes,
  percent,
  quantityOf,
} from './beerjson-units';
import { beerJsonWater, splitBeerJsonMiscs } from './beerjson-water';
import * as catalogueDrafts from './catalogue-drafts';
import * as drafts from './drafts';
import { InteropError, MAX_IMPORT_DEPTH, MAX_IMPORT_RECORDS } from './errors';
import { beerJsonFermentation } from './fermentation-stages';
import { type FileStocks, type StockedKind, stockFromJson } from './inventory';
import { type JsonObject, list, object, text } from './json-values';
import { type CatalogueDrafts, emptyCatalogue, type ImportedRecipe, Warnings } from './model';
import { hopStageFrom } from './option-maps';
import { fitText } from './values';

/** Refuses nesting deeper than MAX_IMPORT_DEPTH before JSON.parse sees it (a scan outside strings). */
function checkDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > MAX_IMPORT_DEPTH) {
        throw new InteropError('too-deep', `The file nests objects deeper than ${MAX_IMPORT_DEPTH} levels.`);
      }
    } else if (c === 125 || c === 93) depth--;
  }
}

function parseJson(source: string): unknown {
  // Brewtarget writes // comment lines at the top of its files and between the sections of its
  // ingredient library: comments are blanked (lines kept, so an error names the file's own line) and
  // the rest must be strict JSON.
  const body = stripComments(source, ' ');
  checkDepth(body);
  try {
    return JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const position = /position (\d+)/.exec(message)?.[1];
    const line =
      /line (\d+)/.exec(message)?.[1] ??
      (position ? String(body.slice(0, Number(position)).split('\n').length) : undefined);
    throw new InteropError('malformed', 'The file is not valid JSON.', line ? Number(line) : undefined);
  }
}

function unmodelled(recipe: JsonObject, name: string, warnings: Warnings): void {
  if (recipe.packaging || recipe.carbonation !== undefined)
    warnings.add(name, 'Carbonation and packaging are not imported.');
  if (recipe.taste) warnings.add(name, 'Tasting notes are not imported.');
  if (list(object(recipe.boil)?.boil_steps).length > 0) warnings.add(name, 'Boil steps are not imported.');
}

function recipeOf(r: JsonObject, pairedJson: JsonObject | undefined, warnings: Warnings): ImportedRecipe {
  const name = fitText(text(r.name) ?? 'Imported recipe', 100);
  unmodelled(r, name, warnings);
  const ingredients = object(r.ingredients) ?? {};
  const { agents, miscs } = splitBeerJsonMiscs(ingredients, name, warnings);
  const style = object(r.style);
  const boil = object(r.boil);
  const batchSize = litres(quantityOf(r.batch_size));
  const boilTime = minutes(quantityOf(boil?.boil_time));
  const preBoil = litres(quantityOf(boil?.pre_boil_size));
  const equipment = pairedJson
    ? beerJsonEquipment(pairedJson)
    : drafts.equipmentFromBoilSize(preBoil, batchSize, boilTime);
  const extras = pairedJson ? recipeExtras(pairedJson) : null;
  /** A fermentable's or hop's amount in grams; null (with a warning) when it has none: left out. */
  const requiredGrams = (addition: JsonObject, ingredient: string) =>
    drafts.requireAmount(amountGrams(addition, ingredient, name, warnings), ingredient, name, warnings);
  const rawSteps = list(object(r.mash)?.mash_steps);
  const steps = rawSteps.flatMap((s, i) => {
    const step = stepOf(s, i, name, warnings);
    return step ? [drafts.toMashStep(step)] : [];
  });
  return drafts.toImportedRecipe(
    {
      name,
      author: text(r.author),
      type: text(r.type),
      description: extras?.description ?? null,
      notes: text(r.notes),
      style: style
        ? {
            name: text(style.name) ?? '',
            categoryNumber: style.category_number === undefined ? undefined : String(style.category_number),
            styleLetter: text(style.style_letter) ?? undefined,
            styleGuide: text(style.style_guide) ?? undefined,
          }
        : null,
      batchVolume: batchSize,
      boilTime,
      efficiency: percent(quantityOf(object(r.efficiency)?.brewhouse)),
      batchTime: extras?.batchTime ?? equipment?.batchTime ?? null,
      equipment,
      fermentables: list(ingredients.fermentable_additions).flatMap((f) => {
        const fields = fermentableOf(f, text(r.type));
        const amount = requiredGrams(f, fields.name);
        return amount === null ? [] : [drafts.toRecipeFermentable(fields, amount)];
      }),
      hops: list(ingredients.hop_additions).flatMap((h) => {
        const fields = hopOf(h);
        const amount = requiredGrams(h, fields.name);
        if (amount === null) return [];
        const timing = object(h.timing) ?? {};
        const extension = object(h.wortsmith);
        const named =
          hopStageFrom(text(extension?.usage_stage) ?? text(timing.use) ?? 'add_to_boil') ?? 'Boil';
        const time = minutes(quantityOf(timing.time));
        const duration = minutes(quantityOf(timing.duration));
        // A fermentation addition's time is its day (after pitching), its duration the time it stays.
        if (named === 'Dry Hop') return [drafts.toDryHop(fields, time, duration, amount)];
        // A boil addition at the end of the boil that stays a while is a whirlpool or hop stand.
        const hopStand = named === 'Boil' && (time ?? 0) === 0 && (duration ?? 0) > 0;
        const stage = hopStand ? 'Whirlpool' : named;
        const steep = stage === 'Whirlpool' ? (duration ?? time) : time;
        return [drafts.toRecipeHop(fields, stage, steep ?? 0, amount)];
      }),
      miscs: miscs.map((m) => {
        const fields = miscOf(m, warnings);
        return drafts.toRecipeMisc(
          fields,
          unitAmount(m, 'misc', fields.name, name, warnings) ?? oneGram(fields.name, name, warnings),
        );
      }),
      yeasts: list(ingredients.culture_additions).map((c) => {
        const fields = yeastOf(c);
        return drafts.toRecipeYeast(
          fields,
          unitAmount(c, 'yeast', fields.name, name, warnings) ?? oneGram(fields.name, name, warnings),
        );
      }),
      mashSteps: steps,
      // The first step's water-to-grain ratio is the strike water's: the mash thickness.
      mashThickness: litresPerKg(quantityOf(rawSteps[0]?.water_grain_ratio)),
      fermentationSteps: beerJsonFermentation(r, name, warnings, extras?.fermentation),
      water: beerJsonWater(r, agents, name, warnings),
      stated: {
        og: gravity(quantityOf(r.original_gravity)),
        fg: gravity(quantityOf(r.final_gravity)),
        abv: percent(quantityOf(r.alcohol_by_volume)),
        ibu: null,
        ebc: ebc(quantityOf(r.color_estimate)),
      },
    },
    warnings,
  );
}

function oneGram(name: string, recipe: string, warnings: Warnings): FileAmount {
  warnings.add(recipe, `"${name}" has no amount: set to 1 g.`);
  return { quantity: 1 };
}

/**
 * A misc's or culture's amount in its unit (BeerJSON 1.0 gives either a VolumeType, a MassType or a
 * UnitType; misc.json and culture.json, measureable_units.json): a mass in grams; teaspoons and
 * tablespoons of a misc as given; any other volume in millilitres; a count (UnitType's "1", "unit",
 * "each", "dimensionless", "pkg") in packs for a culture and items for a misc. Quantities keep 3
 * decimals; a unit the schema does not know is taken as grams, with a warning.
 */
function unitAmount(
  addition: JsonObject,
  kind: AmountKind,
  name: string,
  recipe: string,
  warnings: Warnings,
): FileAmount | null {
  const q = quantityOf(addition.amount);
  if (!q || q.value <= 0) return null;
  const unit = keptUnit(kind, q.unit);
  if (unit) return keptAmount(q.value, unit);
  const volume = millilitres(q);
  if (volume !== null) return keptAmount(volume, 'mL');
  return keptAmount(amountGrams(addition, name, recipe, warnings));
}

/** An addition's amount in grams: a mass, or a volume or count taken at 1 g per mL or unit (with a warning). */
function amountGrams(addition: JsonObject, name: string, recipe: string, warnings: Warnings): number | null {
  const q = quantityOf(addition.amount);
  if (!q || q.value <= 0) return null;
  const mass = grams(q);
  const volume = litres(q);
  const taken = mass ?? (volume !== null ? roundTo(volume * 1000, 3) : q.value);
  // An amount too small for the milligrams the quantity inputs keep counts as none.
  if (!(taken > 0)) return null;
  if (mass === null)
    warnings.add(recipe, `"${name}": ${q.value} ${q.unit} is not a weight: taken as ${taken} g.`);
  return taken;
}

const LIBRARY_KEYS = [
  'recipes',
  'fermentables',
  'hop_varieties',
  'cultures',
  'miscellaneous_ingredients',
  'miscellaneous',
  'equipments',
  'profiles',
];
const IGNORED_KEYS = ['styles', 'mashes', 'fermentations', 'boil', 'packaging', 'timings'];

/** The recipes and catalogue items of a BeerJSON text, with what did not come across. */
export function readBeerJson(source: string): {
  recipes: ImportedRecipe[];
  items: CatalogueDrafts;
  stock: FileStocks;
  warnings: Warnings;
} {
  const root = object(object(parseJson(source))?.beerjson);
  if (!root || !LIBRARY_KEYS.some((key) => key in root)) {
    throw new InteropError(
      'not-beer-format',
      'The file is JSON but not BeerJSON: it has no "beerjson" object with recipes or ingredient records.',
    );
  }
  const warnings = new Warnings();
  for (const key of IGNORED_KEYS)
    if (list(root[key]).length > 0) warnings.add(null, `BeerJSON ${key} are not imported.`);
  const recipes = list(root.recipes);
  const equipments = list(root.equipments);
  const miscs = [...list(root.miscellaneous_ingredients), ...list(root.miscellaneous)];
  const total =
    recipes.length +
    equipments.length +
    miscs.length +
    list(root.fermentables).length +
    list(root.hop_varieties).length +
    list(root.cultures).length +
    list(root.profiles).length;
  if (total > MAX_IMPORT_RECORDS) {
    throw new InteropError(
      'too-many-records',
      `The file holds ${total} records; at most ${MAX_IMPORT_RECORDS} can be imported at once.`,
    );
  }
  const equipmentFields = equipments.map(beerJsonEquipment);
  // BeerJSON recipes name no equipment: a file with one equipment per recipe pairs them in order (as Wortsmith writes).
  const paired = equipments.length === recipes.length;
  const items = emptyCatalogue();
  items.equipments = equipmentFields.map((e) => catalogueDrafts.toCatalogueEquipment(e, warnings));
  items.fermentables = list(root.fermentables).map((f) =>
    catalogueDrafts.toCatalogueFermentable(fermentableOf(f)),
  );
  items.hops = list(root.hop_varieties).map((h) => catalogueDrafts.toCatalogueHop(hopOf(h), warnings));
  items.miscs = miscs.map((m) => catalogueDrafts.toCatalogueMisc(miscOf(m, warnings)));
  items.yeasts = list(root.cultures).map((c) => catalogueDrafts.toCatalogueYeast(yeastOf(c), warnings));
  items.waters = list(root.profiles).map((w) => catalogueDrafts.toCatalogueWater(waterOf(w), warnings));
  const inventory = (kind: StockedKind, records: readonly unknown[]) =>
    records.map((record) => stockFromJson(kind, object(record)?.inventory));
  const stock: FileStocks = {
    fermentables: inventory('fermentables', list(root.fermentables)),
    hops: inventory('hops', list(root.hop_varieties)),
    miscs: inventory('miscs', miscs),
    yeasts: inventory('yeasts', list(root.cultures)),
  };
  return {
    recipes: recipes.map((r, i) => recipeOf(r, paired ? equipments[i] : undefined, warnings)),
    items,
    stock,
    warnings,
  };
}
