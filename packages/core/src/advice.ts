// The text summary of a recipe sent to the advice endpoint (SPEC §7 "Advice").
import { DEFAULT_DISPLAY_UNITS, type DisplayUnits } from './display-units';
import { type Amount, amountGrams, formatAmount, SPEC_AMOUNT_UNITS } from './ingredient-amounts';
import { formatQuantity } from './quantities';
import { finite, roundTo } from './rounding';
import type { Recipe } from './types';

/** The parts of a recipe the summary reads. */
export type AdviceRecipe = Pick<
  Recipe,
  'style' | 'recipeEquipment' | 'recipeFermentables' | 'recipeHops' | 'recipeMisc' | 'recipeYeasts'
>;

const grams = (quantity: number): string => `${roundTo(quantity, 3)} g`;
/**
 * A misc's or yeast's amount: in grams as SPEC writes it when measured by weight, else in its own unit as
 * the recipe screen shows it ("1 pack", "2 packs", "0.25 tsp", "35 mL", "3 items"; issue 30).
 */
const amount = (list: 'recipeMisc' | 'recipeYeasts', a: Amount): string => {
  const weight = amountGrams(a);
  return weight === null ? formatAmount(list, a, SPEC_AMOUNT_UNITS) : grams(weight);
};
const list = (items: string[]): string => (items.length > 0 ? items.join(', ') : 'none');
/** A number a form may still hold as NaN (empty) or Infinity (not a number) reads "unknown". */
const known = (value: number | null | undefined, unit: string): string => {
  const n = finite(value);
  return n === undefined ? 'unknown' : `${n} ${unit}`;
};

/**
 * The advice message: style, batch litres, boil time, then the names and quantities in grams of the
 * fermentables, hops (with their boil times), misc and yeasts (a misc or yeast measured in another unit
 * in that unit: "Misc: Irish Moss 0.25 tsp", "Yeasts: US-05 1 pack"), e.g.
 * "Style: American IPA. Batch volume: 20 liters. Boil time: 60 minutes. Fermentables: Pale Ale Malt
 * 5000 g. Hops: Cascade 30 g boiled 60 minutes. Misc: none. Yeasts: US-05 11.5 g."
 * A brewer who shows volumes in US gallons reads the batch volume in gallons ("5.28 gallons").
 */
export function adviceMessage(recipe: AdviceRecipe, units: DisplayUnits = DEFAULT_DISPLAY_UNITS): string {
  const equipment = recipe.recipeEquipment;
  const volume = finite(equipment?.batchVolume);
  const batchVolume =
    units.volume === 'gal' && volume !== undefined
      ? `${formatQuantity('volume', volume, 'gal', { trim: true, symbol: false })} gallons`
      : known(volume, 'liters');
  return [
    `Style: ${recipe.style}.`,
    `Batch volume: ${batchVolume}.`,
    `Boil time: ${known(equipment?.boilTime, 'minutes')}.`,
    `Fermentables: ${list(recipe.recipeFermentables.map((f) => `${f.name} ${grams(f.quantity)}`))}.`,
    `Hops: ${list(recipe.recipeHops.map((h) => `${h.name} ${grams(h.quantity)} ${finite(h.boilTime) === undefined ? 'boiled for an unknown time' : `boiled ${h.boilTime} minutes`}`))}.`,
    `Misc: ${list(recipe.recipeMisc.map((m) => `${m.name} ${amount('recipeMisc', m)}`))}.`,
    `Yeasts: ${list(recipe.recipeYeasts.map((y) => `${y.name} ${amount('recipeYeasts', y)}`))}.`,
  ].join(' ');
}
