// Reads a BeerXML 1.0 file: RECIPES (or bare RECIPE roots) and catalogue records (EQUIPMENTS,
// FERMENTABLES, HOPS, MISCS, YEASTS, WATERS, or one such record as the root), in any number and order. A
// recipe's WATERS and water-agent MISCS become its water (beerxml-water.ts).

import type { AmountKind, FileAmount } from './amount-units';
import {
  equipmentFields,
  fermentableFields,
  hopFields,
  mashStepFields,
  miscFields,
  nameOf,
  waterFields,
  xmlAmount,
  xmlNumber,
  xmlText,
  yeastFields,
} from './beerxml-fields';
import { beerXmlWater, splitBeerXmlMiscs } from './beerxml-water';
import {
  toCatalogueEquipment,
  toCatalogueFermentable,
  toCatalogueHop,
  toCatalogueMisc,
  toCatalogueWater,
  toCatalogueYeast,
} from './catalogue-drafts';
import {
  equipmentFromBoilSize,
  requireAmount,
  toDryHop,
  toImportedRecipe,
  toMashStep,
  toRecipeFermentable,
  toRecipeHop,
  toRecipeMisc,
  toRecipeYeast,
} from './drafts';
import { InteropError, MAX_IMPORT_RECORDS } from './errors';
import { beerXmlFermentation } from './fermentation-stages';
import { type FileStocks, type StockedKind, stockFromText } from './inventory';
import { type CatalogueDrafts, emptyCatalogue, type ImportedRecipe, Warnings } from './model';
import { hopStageFrom } from './option-maps';
import { colourToEbc, fitText, gravityOf, kgToGrams, looseNumber, numberOf } from './values';
import {
  childElement,
  childText,
  elementsOf,
  parseXmlDocument,
  recordsOf,
  type XmlElement,
} from './xml-document';
import { withYieldsAsPpg } from './yield-as-ppg';

/** Top-level containers and the record tag each holds. */
const CONTAINERS = {
  RECIPES: 'RECIPE',
  EQUIPMENTS: 'EQUIPMENT',
  FERMENTABLES: 'FERMENTABLE',
  HOPS: 'HOP',
  MISCS: 'MISC',
  YEASTS: 'YEAST',
  WATERS: 'WATER',
} as const;
type RecordTag = (typeof CONTAINERS)[keyof typeof CONTAINERS];
const IGNORED = ['STYLES', 'STYLE', 'MASHS', 'MASH', 'MASH_STEPS', 'MASH_STEP'];

function hop(el: XmlElement, recipe: string, warnings: Warnings) {
  const fields = hopFields(el);
  const grams = requireAmount(kgOf(el), fields.name, recipe, warnings);
  if (grams === null) return null;
  const use = childText(el, 'USE');
  const stage = hopStageFrom(use);
  if (!stage)
    warnings.add(recipe, `Hop "${fields.name}" use "${use ?? ''}" is unknown: imported as a boil addition.`);
  if (fields.alphaAcidContent === null)
    warnings.add(recipe, `Hop "${fields.name}" has no alpha acid: set to 0 %.`);
  const time = xmlNumber(el, 'TIME') ?? 0;
  // A dry hop's TIME is its time in the fermenter, in minutes; its day is ours alone.
  if (stage === 'Dry Hop') return toDryHop(fields, xmlNumber(el, 'WORTSMITH_DRY_HOP_START'), time, grams);
  return toRecipeHop(fields, stage ?? 'Boil', time, grams);
}

function kgOf(el: XmlElement): number | null {
  const kg = xmlNumber(el, 'AMOUNT');
  return kg === null ? null : kgToGrams(kg);
}

/**
 * A misc's or yeast's amount in its unit (beerxml-fields.ts `xmlAmount`): an amount-less one is kept at
 * 1 g (it still matters to the brew), with a warning.
 */
function amountOrOne(
  el: XmlElement,
  kind: AmountKind,
  name: string,
  recipe: string,
  warnings: Warnings,
): FileAmount {
  const amount = xmlAmount(el, kind);
  if (amount !== null) return amount;
  warnings.add(recipe, `"${name}" has no amount: set to 1 g.`);
  return { quantity: 1 };
}

function unmodelled(el: XmlElement, name: string, warnings: Warnings): void {
  const carbonation = ['CARBONATION', 'PRIMING_SUGAR_NAME', 'KEG_PRIMING_FACTOR', 'CARBONATION_TEMP'];
  if (carbonation.some((t) => xmlText(el, t) !== null && xmlNumber(el, t) !== 0)) {
    warnings.add(name, 'Carbonation and priming are not imported.');
  }
  if (xmlText(el, 'TASTE_NOTES')) warnings.add(name, 'Tasting notes are not imported.');
}

function recipe(el: XmlElement, warnings: Warnings): ImportedRecipe {
  const name = fitText(nameOf(el, 'Imported recipe'), 100);
  const style = childElement(el, 'STYLE');
  const equipment = childElement(el, 'EQUIPMENT');
  const mash = childElement(el, 'MASH');
  unmodelled(el, name, warnings);
  const { agents, miscs } = splitBeerXmlMiscs(el, name, warnings);
  const batchSize = xmlNumber(el, 'BATCH_SIZE');
  const boilSize = xmlNumber(el, 'BOIL_SIZE');
  const fields = equipment ? equipmentFields(equipment) : null;
  const colour = looseNumber(childText(el, 'EST_COLOR'));
  // Each kept fermentable's YIELD when it has no POTENTIAL: PicoBrew's may be PPG (yield-as-ppg.ts).
  const yields: (number | null)[] = [];
  const imported = toImportedRecipe(
    {
      name,
      author: xmlText(el, 'BREWER'),
      type: xmlText(el, 'TYPE'),
      description: xmlText(el, 'WORTSMITH_DESCRIPTION'),
      notes: xmlText(el, 'NOTES'),
      style: style
        ? {
            name: nameOf(style, ''),
            categoryNumber: childText(style, 'CATEGORY_NUMBER'),
            styleLetter: childText(style, 'STYLE_LETTER'),
            styleGuide: childText(style, 'STYLE_GUIDE'),
          }
        : null,
      batchVolume: batchSize,
      boilTime: xmlNumber(el, 'BOIL_TIME'),
      efficiency: xmlNumber(el, 'EFFICIENCY'),
      batchTime: xmlNumber(el, 'WORTSMITH_BATCH_TIME'),
      equipment: fields ?? equipmentFromBoilSize(boilSize, batchSize, xmlNumber(el, 'BOIL_TIME')),
      fermentables: elementsOf(el.FERMENTABLES, 'FERMENTABLE').flatMap((f) => {
        const parts = fermentableFields(f, xmlText(el, 'TYPE'));
        const grams = requireAmount(kgOf(f), parts.name, name, warnings);
        if (grams === null) return [];
        const potential = gravityOf(childText(f, 'POTENTIAL'));
        yields.push(potential !== null && potential < 1.2 ? null : xmlNumber(f, 'YIELD'));
        return [toRecipeFermentable(parts, grams)];
      }),
      hops: elementsOf(el.HOPS, 'HOP').flatMap((h) => hop(h, name, warnings) ?? []),
      miscs: miscs.map((m) => {
        const parts = miscFields(m, warnings);
        return toRecipeMisc(parts, amountOrOne(m, 'misc', parts.name, name, warnings));
      }),
      yeasts: elementsOf(el.YEASTS, 'YEAST').map((y) => {
        const parts = yeastFields(y);
        return toRecipeYeast(parts, amountOrOne(y, 'yeast', parts.name, name, warnings));
      }),
      mashSteps: elementsOf(mash?.MASH_STEPS, 'MASH_STEP').flatMap((s, i) => {
        const step = mashStepFields(s, i, name, warnings);
        return step ? [toMashStep(step)] : [];
      }),
      fermentationSteps: beerXmlFermentation(el, name, warnings),
      water: beerXmlWater(el, agents, name, warnings),
      stated: {
        og: gravityOf(childText(el, 'EST_OG')) ?? gravityOf(childText(el, 'OG')),
        fg: gravityOf(childText(el, 'EST_FG')) ?? gravityOf(childText(el, 'FG')),
        abv: numberOf(childText(el, 'EST_ABV')),
        ibu: numberOf(childText(el, 'IBU')),
        ebc: colour ? colourToEbc(colour.value, colour.unit) : null,
      },
    },
    warnings,
  );
  return withYieldsAsPpg(imported, yields, warnings);
}

/** Every record of the file by tag, in file order. */
function recordsByTag(root: XmlElement, warnings: Warnings): Record<RecordTag, XmlElement[]> {
  const found: Record<RecordTag, XmlElement[]> = {
    RECIPE: [],
    EQUIPMENT: [],
    FERMENTABLE: [],
    HOP: [],
    MISC: [],
    YEAST: [],
    WATER: [],
  };
  let known = false;
  for (const [tag, value] of Object.entries(root)) {
    if (Object.hasOwn(CONTAINERS, tag)) {
      const recordTag = CONTAINERS[tag as keyof typeof CONTAINERS];
      found[recordTag].push(...elementsOf(value, recordTag));
      known = true;
    } else if (Object.hasOwn(found, tag)) {
      found[tag as RecordTag].push(...recordsOf(value));
      known = true;
    } else if (IGNORED.includes(tag)) {
      warnings.add(null, `${tag} records are not imported.`);
      known = true;
    }
  }
  if (!known) {
    throw new InteropError(
      'not-beer-format',
      'The file is XML but not BeerXML: it holds no RECIPES, EQUIPMENTS, FERMENTABLES, HOPS, MISCS, YEASTS or WATERS.',
    );
  }
  const total = Object.values(found).reduce((sum, list) => sum + list.length, 0);
  if (total > MAX_IMPORT_RECORDS) {
    throw new InteropError(
      'too-many-records',
      `The file holds ${total} records; at most ${MAX_IMPORT_RECORDS} can be imported at once.`,
    );
  }
  return found;
}

/** The recipes and catalogue items of a BeerXML text, with what did not come across. */
export function readBeerXml(text: string): {
  recipes: ImportedRecipe[];
  items: CatalogueDrafts;
  stock: FileStocks;
  warnings: Warnings;
} {
  const warnings = new Warnings();
  const records = recordsByTag(parseXmlDocument(text), warnings);
  const inventory = (kind: StockedKind, els: readonly XmlElement[]) =>
    els.map((el) => stockFromText(kind, childText(el, 'INVENTORY')));
  const stock: FileStocks = {
    fermentables: inventory('fermentables', records.FERMENTABLE),
    hops: inventory('hops', records.HOP),
    miscs: inventory('miscs', records.MISC),
    yeasts: inventory('yeasts', records.YEAST),
  };
  const items = emptyCatalogue();
  items.equipments = records.EQUIPMENT.map((e) => toCatalogueEquipment(equipmentFields(e), warnings));
  items.fermentables = records.FERMENTABLE.map((f) => toCatalogueFermentable(fermentableFields(f)));
  items.hops = records.HOP.map((h) => toCatalogueHop(hopFields(h), warnings));
  items.miscs = records.MISC.map((m) => toCatalogueMisc(miscFields(m, warnings)));
  items.yeasts = records.YEAST.map((y) => toCatalogueYeast(yeastFields(y), warnings));
  items.waters = records.WATER.map((w) => toCatalogueWater(waterFields(w), warnings));
  return { recipes: records.RECIPE.map((r) => recipe(r, warnings)), items, stock, warnings };
}
