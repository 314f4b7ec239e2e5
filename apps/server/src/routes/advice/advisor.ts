// The built-in advisor used when no OpenAI key is configured: it computes the recipe's figures with the
// core and compares them with the style's ranges, saying which figure is off, by how much, and what to
// change (with amounts worked out from the same formulas the recipe screen uses). Every reduction it
// suggests is possible within the recipe (see reductions.ts), and it names the yeast that sets FG.
import {
  type AdviceUnits,
  adviceAmount,
  adviceColour,
  adviceColourName,
  adviceColourRange,
  adviceGravity,
  adviceGravityRange,
  adviceVolume,
  type BeerStyle,
  computeRecipeFigures,
  DEFAULT_DISPLAY_UNITS,
  fgYeastIndex,
  hopIbu,
  LITRES_PER_US_GALLON,
  POUNDS_PER_KG,
  type RecipeFigures,
  toUnit,
} from '@wortsmith/core';
import type { AdviceRecipe } from './figures-input';
import { describeReductions, reduceBy } from './reductions';

const BASE_MALT_POINTS = 37; // gravity points of one pound of base malt in one US gallon (1.037)
const CRYSTAL_EBC = 120;
const DEFAULT_ALPHA = 10;

const fmt = (value: number, decimals: number) => value.toFixed(decimals);
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** A figure's target inside the range: the nearer bound moved a tenth of the width inwards. */
function target(value: number, min: number, max: number): number {
  const margin = (max - min) / 10;
  return value < min ? min + margin : max - margin;
}

/** OG too high: less of the largest fermentables first (the base malt), or a larger batch. */
function ogAbove(
  recipe: AdviceRecipe,
  f: RecipeFigures,
  goal: number,
  volume: number,
  efficiency: number,
  units: AdviceUnits,
): string {
  const gallons = volume / LITRES_PER_US_GALLON;
  const { reductions } = reduceBy(
    f.og - goal,
    recipe.fermentables.map((malt, i) => {
      const extract = recipe.figures.recipeFermentables[i]?.potentialExtract ?? 1.036;
      const pointsPerGram = ((extract - 1) * 1000 * (efficiency / 100) * POUNDS_PER_KG) / 1000;
      return {
        name: malt.name,
        present: malt.quantity,
        perGram: pointsPerGram / gallons / 1000,
        detail: maltColour(malt.ebc, units),
        priority: malt.quantity,
      };
    }),
  );
  const larger = (volume * (f.og - 1)) / (goal - 1);
  const change = reductions.length > 0 ? `${describeReductions(reductions, units)}, or ` : '';
  return `${change}brew a larger batch (about ${adviceVolume(larger, 1, units)})`;
}

/** A malt's colour as the advice names it: "900 EBC", "457 SRM". */
const maltColour = (ebc: number, units: AdviceUnits) =>
  `${adviceColour(ebc, 0, units)} ${adviceColourName(units)}`;

/** EBC too high: less of the darkest malts first; the next darkest when one is not enough. */
function ebcAbove(
  recipe: AdviceRecipe,
  f: RecipeFigures,
  goal: number,
  volume: number,
  units: AdviceUnits,
): string {
  const { reductions } = reduceBy(
    f.ebc - goal,
    recipe.fermentables.map((malt) => ({
      name: malt.name,
      present: malt.quantity,
      perGram: (10 * malt.ebc) / 1000 / volume,
      detail: maltColour(malt.ebc, units),
    })),
  );
  return describeReductions(reductions, units);
}

/** IBU too high: less of the additions giving the most bitterness per gram, or later additions. */
function ibuAbove(recipe: AdviceRecipe, f: RecipeFigures, goal: number, units: AdviceUnits): string {
  const { reductions } = reduceBy(
    f.ibu - goal,
    recipe.hops.map((hop, i) => ({
      name: hop.name,
      present: hop.quantity,
      perGram: hop.quantity > 0 ? (f.hopIbus[i] ?? 0) / hop.quantity : 0,
      detail: `${fmt(hop.alpha, 1)}% alpha at ${fmt(hop.boilTime, 0)} min`,
    })),
  );
  return `${describeReductions(reductions, units)}, or move the bittering addition later in the boil`;
}

/** FG out of range: the yeast that sets it, and the attenuation that would reach the target. */
function fgAdvice(
  recipe: AdviceRecipe,
  f: RecipeFigures,
  style: BeerStyle,
  range: { min: number; max: number },
  units: AdviceUnits,
): string {
  const og = (sg: number) => adviceGravity(sg, units);
  const goal = target(f.fg, range.min, range.max);
  const needed = Math.min(100, Math.max(0, ((f.og - goal) / (f.og - 1)) * 100));
  const ranges = `${style.name}'s ${adviceGravityRange(range, units)}`;
  const setter = recipe.yeasts[fgYeastIndex(recipe.yeasts)];
  if (setter?.attenuation === undefined) {
    return `FG ${og(f.fg)} assumes full attenuation because the recipe has no yeast ${recipe.yeasts.length > 0 ? 'with a known attenuation' : 'yet'}: add a yeast with about ${fmt(needed, 0)}% attenuation to reach ${ranges}.`;
  }
  const sets = `${setter.name} sets it (${percent(setter.attenuation)} attenuation${recipe.yeasts.length > 1 ? ', the lowest in the recipe' : ''})`;
  if (f.fg > range.max) {
    const alsoLow = recipe.yeasts.filter(
      (y) => y !== setter && y.attenuation !== undefined && y.attenuation < needed,
    );
    const others =
      alsoLow.length > 0
        ? ` (${alsoLow.map((y) => y.name).join(' and ')} too, or ${alsoLow.length > 1 ? 'they' : 'it'} would set FG instead)`
        : '';
    return `FG ${og(f.fg)} is above ${ranges}: ${sets}; replace it with a yeast of about ${fmt(needed, 0)}% attenuation${others} to reach about ${og(goal)}, or mash a little cooler.`;
  }
  return `FG ${og(f.fg)} is below ${ranges}: ${sets}; pick a less attenuative yeast (about ${fmt(needed, 0)}%) to reach about ${og(goal)}, or mash a little warmer.`;
}

/** Builds the advice text for a recipe and its style, its figures and ranges in `units`. */
export function builtInAdvice(
  recipe: AdviceRecipe,
  style: BeerStyle,
  units: AdviceUnits = DEFAULT_DISPLAY_UNITS,
): string {
  const og = (sg: number) => adviceGravity(sg, units);
  const colour = adviceColourName(units);
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
    const ranges = `${style.name}'s ${adviceGravityRange(style.og, units)}`;
    if (f.og < style.og.min) {
      const pointsPerKg = BASE_MALT_POINTS * (efficiency / 100) * POUNDS_PER_KG;
      const kg = pointsPerKg > 0 ? ((goal - f.og) * 1000 * gallons) / pointsPerKg : 0;
      lines.push(
        `OG ${og(f.og)} is below ${ranges}: add about ${adviceAmount(kg * 1000, true, units)} of base malt or raise efficiency.`,
      );
    } else {
      lines.push(
        `OG ${og(f.og)} is above ${ranges}: ${ogAbove(recipe, f, goal, volume, efficiency, units)}.`,
      );
    }
  }
  if (style.fg && (f.fg < style.fg.min || f.fg > style.fg.max) && f.og > 1) {
    lines.push(fgAdvice(recipe, f, style, style.fg, units));
  }
  if (style.abv && (f.abv < style.abv.min || f.abv > style.abv.max)) {
    lines.push(
      `ABV ${fmt(f.abv, 2)}% is ${f.abv < style.abv.min ? 'below' : 'above'} ${style.name}'s ${style.abv.min}-${style.abv.max}%: it follows OG and FG, so fix those first.`,
    );
  }
  if (style.ebc && (f.ebc < style.ebc.min || f.ebc > style.ebc.max)) {
    const goal = target(f.ebc, style.ebc.min, style.ebc.max);
    const ranges = `${style.name}'s ${adviceColourRange(style.ebc, units)}`;
    const shown = `${colour} ${adviceColour(f.ebc, 1, units)}`;
    if (f.ebc < style.ebc.min) {
      const grams = ((goal - f.ebc) * volume * 1000) / (10 * CRYSTAL_EBC);
      lines.push(
        `${shown} is below ${ranges}: add about ${adviceAmount(grams, false, units)} of a ${maltColour(CRYSTAL_EBC, units)} crystal malt.`,
      );
    } else {
      lines.push(`${shown} is above ${ranges}: ${ebcAbove(recipe, f, goal, volume, units)}.`);
    }
  }
  if (style.ibu && (f.ibu < style.ibu.min || f.ibu > style.ibu.max)) {
    const goal = target(f.ibu, style.ibu.min, style.ibu.max);
    const ranges = `${style.name}'s ${style.ibu.min}-${style.ibu.max}`;
    if (f.ibu < style.ibu.min) {
      const alpha = Math.max(0, ...recipe.hops.map((h) => h.alpha)) || DEFAULT_ALPHA;
      // A kilogram keeps the 2-decimal rounding of one addition's IBU out of the per-gram figure.
      const ibuPerGram =
        hopIbu({ quantity: 1000, alphaAcidContent: alpha, boilTime: 60 }, f.og, volume) / 1000;
      const grams = ibuPerGram > 0 ? (goal - f.ibu) / ibuPerGram : 0;
      lines.push(
        `IBU ${fmt(f.ibu, 1)} is below ${ranges}: add about ${adviceAmount(grams, false, units)} of a ${fmt(alpha, 1)}% alpha hop at 60 minutes.`,
      );
    } else {
      lines.push(`IBU ${fmt(f.ibu, 1)} is above ${ranges}: ${ibuAbove(recipe, f, goal, units)}.`);
    }
  }
  if (style.buGu && (f.buGu < style.buGu.min || f.buGu > style.buGu.max)) {
    lines.push(
      `BU/GU ${fmt(f.buGu, 2)} is ${f.buGu < style.buGu.min ? 'below' : 'above'} ${style.name}'s ${style.buGu.min}-${style.buGu.max}: the beer will taste ${f.buGu < style.buGu.min ? 'sweeter' : 'more bitter'} than the style; adjust the bittering hops or the malt bill.`,
    );
  }
  if (lines.length === 0) {
    const setter = recipe.yeasts[fgYeastIndex(recipe.yeasts)];
    const fgBy =
      setter?.attenuation === undefined
        ? ''
        : ` FG is set by ${setter.name} (${percent(setter.attenuation)} attenuation).`;
    return `Every figure is within ${style.name}'s ranges (OG ${og(f.og)}, FG ${og(f.fg)}, ABV ${fmt(f.abv, 2)}%, ${colour} ${adviceColour(f.ebc, 1, units)}, IBU ${fmt(f.ibu, 1)}, BU/GU ${fmt(f.buGu, 2)}).${fgBy} Keep fermentation temperature steady and enjoy the brew.`;
  }
  return lines.join('\n');
}

/**
 * The recipe's figures against the style's ranges, as lines for the model: the SPEC §7 summary names
 * only ingredients, and the model is asked which figure is off and by how much.
 */
export function figuresForModel(
  recipe: AdviceRecipe,
  style: BeerStyle | undefined,
  units: AdviceUnits = DEFAULT_DISPLAY_UNITS,
): string {
  const f = computeRecipeFigures(recipe.figures);
  const plato = units.gravity === 'Plato';
  const gravity = plato ? (sg: number) => toUnit('gravity', sg, units.gravity) : undefined;
  const colour = (ebc: number) => toUnit('color', ebc, units.color);
  type Row = [
    string,
    number,
    { min: number; max: number } | null | undefined,
    number,
    ((v: number) => number)?,
  ];
  const rows: Row[] = [
    [plato ? 'OG °P' : 'OG', f.og, style?.og, plato ? 1 : 3, gravity],
    [plato ? 'FG °P' : 'FG', f.fg, style?.fg, plato ? 1 : 3, gravity],
    ['ABV %', f.abv, style?.abv, 2],
    [adviceColourName(units), f.ebc, style?.ebc, 1, colour],
    ['IBU', f.ibu, style?.ibu, 1],
    ['BU/GU', f.buGu, style?.buGu, 2],
  ];
  const lines = rows.map(([name, value, range, digits, shown = (v: number) => v]) => {
    const at = (v: number) => shown(v).toFixed(digits);
    const bounds = range ? ` (style ${at(range.min)}-${at(range.max)})` : '';
    return `${name} ${at(value)}${bounds}`;
  });
  return `Computed figures${style ? ` against ${style.name}` : ''}: ${lines.join('; ')}.`;
}
