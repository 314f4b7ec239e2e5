// The built-in advisor used when no OpenAI key is configured: it computes the recipe's figures with the
// core and compares them with the style's ranges, saying which figure is off, by how much, and what to
// change (with amounts worked out from the same formulas the recipe screen uses).
import {
  type BeerStyle,
  computeRecipeFigures,
  hopIbu,
  LITRES_PER_US_GALLON,
  POUNDS_PER_KG,
  type RecipeFigures,
} from '@wortsmith/core';
import type { AdviceRecipe } from './figures-input';

const BASE_MALT_POINTS = 37; // gravity points of one pound of base malt in one US gallon (1.037)
const CRYSTAL_EBC = 120;
const DEFAULT_ALPHA = 10;

const fmt = (value: number, decimals: number) => value.toFixed(decimals);
const og = (value: number) => fmt(value, 3);

/** A figure's target inside the range: the nearer bound moved a tenth of the width inwards. */
function target(value: number, min: number, max: number): number {
  const margin = (max - min) / 10;
  return value < min ? min + margin : max - margin;
}

/** Builds the advice text for a recipe and its style. */
export function builtInAdvice(recipe: AdviceRecipe, style: BeerStyle): string {
  const { figures: input } = recipe;
  const f: RecipeFigures = computeRecipeFigures(input);
  const volume = input.recipeEquipment?.batchVolume ?? 0;
  const efficiency = input.recipeEquipment?.efficiency ?? 0;
  if (!volume || volume <= 0 || input.recipeFermentables.length === 0) {
    return `Add fermentables and set a batch volume and efficiency first: then I can compare the recipe with ${style.name}'s ranges.`;
  }
  const lines: string[] = [];
  const gallons = volume / LITRES_PER_US_GALLON;

  if (style.og && (f.og < style.og.min || f.og > style.og.max)) {
    const goal = target(f.og, style.og.min, style.og.max);
    const pointsPerKg = BASE_MALT_POINTS * (efficiency / 100) * POUNDS_PER_KG;
    const kg = pointsPerKg > 0 ? (Math.abs(goal - f.og) * 1000 * gallons) / pointsPerKg : 0;
    lines.push(
      f.og < style.og.min
        ? `OG ${og(f.og)} is below ${style.name}'s ${og(style.og.min)}-${og(style.og.max)}: add about ${fmt(kg, 1)} kg of base malt or raise efficiency.`
        : `OG ${og(f.og)} is above ${style.name}'s ${og(style.og.min)}-${og(style.og.max)}: remove about ${fmt(kg, 1)} kg of base malt or brew a larger batch.`,
    );
  }
  if (style.fg && (f.fg < style.fg.min || f.fg > style.fg.max) && f.og > 1) {
    const goal = target(f.fg, style.fg.min, style.fg.max);
    const attenuation = ((f.og - goal) / (f.og - 1)) * 100;
    const hasYeast = input.recipeYeasts.some((y) => Number.isFinite(y.attenuation));
    lines.push(
      !hasYeast
        ? `FG ${og(f.fg)} assumes full attenuation because the recipe has no yeast ${input.recipeYeasts.length > 0 ? 'with a known attenuation' : 'yet'}: add a yeast with about ${fmt(attenuation, 0)}% attenuation to reach ${style.name}'s ${og(style.fg.min)}-${og(style.fg.max)}.`
        : f.fg > style.fg.max
          ? `FG ${og(f.fg)} is above ${style.name}'s ${og(style.fg.min)}-${og(style.fg.max)}: pick a yeast with about ${fmt(attenuation, 0)}% attenuation or mash a little cooler.`
          : `FG ${og(f.fg)} is below ${style.name}'s ${og(style.fg.min)}-${og(style.fg.max)}: pick a less attenuative yeast (about ${fmt(attenuation, 0)}%) or mash a little warmer.`,
    );
  }
  if (style.abv && (f.abv < style.abv.min || f.abv > style.abv.max)) {
    lines.push(
      `ABV ${fmt(f.abv, 2)}% is ${f.abv < style.abv.min ? 'below' : 'above'} ${style.name}'s ${style.abv.min}-${style.abv.max}%: it follows OG and FG, so fix those first.`,
    );
  }
  if (style.ebc && (f.ebc < style.ebc.min || f.ebc > style.ebc.max)) {
    const goal = target(f.ebc, style.ebc.min, style.ebc.max);
    if (f.ebc < style.ebc.min) {
      const grams = ((goal - f.ebc) * volume * 1000) / (10 * CRYSTAL_EBC);
      lines.push(
        `EBC ${fmt(f.ebc, 1)} is below ${style.name}'s ${style.ebc.min}-${style.ebc.max}: add about ${fmt(grams, 0)} g of a ${CRYSTAL_EBC} EBC crystal malt.`,
      );
    } else {
      const darkest = Math.max(...recipe.fermentableEbcs, 1);
      const grams = ((f.ebc - goal) * volume * 1000) / (10 * darkest);
      lines.push(
        `EBC ${fmt(f.ebc, 1)} is above ${style.name}'s ${style.ebc.min}-${style.ebc.max}: use about ${fmt(grams, 0)} g less of your darkest malt (${fmt(darkest, 0)} EBC).`,
      );
    }
  }
  if (style.ibu && (f.ibu < style.ibu.min || f.ibu > style.ibu.max)) {
    const goal = target(f.ibu, style.ibu.min, style.ibu.max);
    const alpha = Math.max(...recipe.hopAlphas, 0) || DEFAULT_ALPHA;
    // A kilogram keeps the 2-decimal rounding of one addition's IBU out of the per-gram figure.
    const ibuPerGram = hopIbu({ quantity: 1000, alphaAcidContent: alpha, boilTime: 60 }, f.og, volume) / 1000;
    const grams = ibuPerGram > 0 ? Math.abs(goal - f.ibu) / ibuPerGram : 0;
    lines.push(
      f.ibu < style.ibu.min
        ? `IBU ${fmt(f.ibu, 1)} is below ${style.name}'s ${style.ibu.min}-${style.ibu.max}: add about ${fmt(grams, 0)} g of a ${fmt(alpha, 1)}% alpha hop at 60 minutes.`
        : `IBU ${fmt(f.ibu, 1)} is above ${style.name}'s ${style.ibu.min}-${style.ibu.max}: use about ${fmt(grams, 0)} g less of your ${fmt(alpha, 1)}% alpha bittering hop at 60 minutes, or move it later in the boil.`,
    );
  }
  if (style.buGu && (f.buGu < style.buGu.min || f.buGu > style.buGu.max)) {
    lines.push(
      `BU/GU ${fmt(f.buGu, 2)} is ${f.buGu < style.buGu.min ? 'below' : 'above'} ${style.name}'s ${style.buGu.min}-${style.buGu.max}: the beer will taste ${f.buGu < style.buGu.min ? 'sweeter' : 'more bitter'} than the style; adjust the bittering hops or the malt bill.`,
    );
  }
  if (lines.length === 0) {
    return `Every figure is within ${style.name}'s ranges (OG ${og(f.og)}, FG ${og(f.fg)}, ABV ${fmt(f.abv, 2)}%, EBC ${fmt(f.ebc, 1)}, IBU ${fmt(f.ibu, 1)}, BU/GU ${fmt(f.buGu, 2)}). Keep fermentation temperature steady and enjoy the brew.`;
  }
  return lines.join('\n');
}

/**
 * The recipe's figures against the style's ranges, as lines for the model: the SPEC §7 summary names
 * only ingredients, and the model is asked which figure is off and by how much.
 */
export function figuresForModel(recipe: AdviceRecipe, style: BeerStyle | undefined): string {
  const f = computeRecipeFigures(recipe.figures);
  const rows: Array<[string, number, { min: number; max: number } | null | undefined, number]> = [
    ['OG', f.og, style?.og, 3],
    ['FG', f.fg, style?.fg, 3],
    ['ABV %', f.abv, style?.abv, 2],
    ['EBC', f.ebc, style?.ebc, 1],
    ['IBU', f.ibu, style?.ibu, 1],
    ['BU/GU', f.buGu, style?.buGu, 2],
  ];
  const lines = rows.map(([name, value, range, digits]) => {
    const bounds = range ? ` (style ${range.min.toFixed(digits)}-${range.max.toFixed(digits)})` : '';
    return `${name} ${value.toFixed(digits)}${bounds}`;
  });
  return `Computed figures${style ? ` against ${style.name}` : ''}: ${lines.join('; ')}.`;
}
