// The built-in advisor, answering when no AI model is configured: it computes the recipe's figures
// with the core and compares each with the style's range (indicators.ts), saying which figure is off, by
// how much, and what to change (figure-rules.ts). It also words the figures for an AI model, and, with
// only a text summary to go on, the style's targets.

import {
  type CalculationMethods,
  computeFiguresWithMethods,
  DEFAULT_CALCULATION_METHODS,
} from '../calculation-methods';
import { DEFAULT_DISPLAY_UNITS } from '../display-units';
import { fgYeastIndex, type RecipeFigures } from '../figures';
import { FIGURE_KEYS, indicator } from '../indicators';
import { type BrewerUnits, convertTo } from '../quantities';
import { BEER_STYLES, type BeerStyle } from '../styles';
import { adviceColour, adviceColourName, adviceGravity, adviceGravityRange } from './advice-wording';
import type { AdvisorRecipe } from './advisor-recipe';
import { adviceTarget, FIGURE_RULES } from './figure-rules';

const fmt = (value: number, decimals: number) => value.toFixed(decimals);
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/**
 * Builds the advice text for a recipe and its style, its figures and ranges in `units`, the figures by
 * the brewer's `methods` (those the recipe screen shows).
 */
export function builtInAdvice(
  recipe: AdvisorRecipe,
  style: BeerStyle,
  units: BrewerUnits = DEFAULT_DISPLAY_UNITS,
  methods: CalculationMethods = DEFAULT_CALCULATION_METHODS,
): string {
  const { figures: input } = recipe;
  const figures: RecipeFigures = computeFiguresWithMethods(input, methods);
  const volume = input.recipeEquipment?.batchVolume ?? 0;
  const efficiency = input.recipeEquipment?.efficiency ?? 0;
  if (!volume || volume <= 0 || input.recipeFermentables.length === 0) {
    return `Add fermentables and set a batch volume and efficiency first: then I can compare the recipe with ${style.name}'s ranges.`;
  }
  const lines: string[] = [];
  for (const key of FIGURE_KEYS) {
    const value = figures[key];
    const { inRange, range } = indicator(key, value, style);
    if (inRange !== false || !range) continue;
    const rule = FIGURE_RULES[key];
    const context = {
      recipe,
      figures,
      style,
      range,
      goal: adviceTarget(value, range),
      volume,
      efficiency,
      gravityMethod: methods.gravityMethod,
      ibuMethod: methods.ibuMethod,
      stagedIbu: computeFiguresWithMethods(input, { ...methods, ibuMethod: 'staged' }).ibu,
      units,
    };
    const line = value < range.min ? rule.below(context) : rule.above(context);
    if (line) lines.push(line);
  }
  if (lines.length > 0) return lines.join('\n');
  const og = (sg: number) => adviceGravity(sg, units);
  const setter = recipe.yeasts[fgYeastIndex(recipe.yeasts)];
  const fgBy =
    setter?.attenuation === undefined
      ? ''
      : ` FG is set by ${setter.name} (${percent(setter.attenuation)} attenuation).`;
  const f = figures;
  return `Every figure is within ${style.name}'s ranges (OG ${og(f.og)}, FG ${og(f.fg)}, ABV ${fmt(f.abv, 2)}%, ${adviceColourName(units)} ${adviceColour(f.ebc, 1, units)}, IBU ${fmt(f.ibu, 1)}, BU/GU ${fmt(f.buGu, 2)}).${fgBy} Keep fermentation temperature steady and enjoy the brew.`;
}

/**
 * The recipe's figures against the style's ranges, as lines for the model: the SPEC §7 summary names
 * only ingredients, and the model is asked which figure is off and by how much.
 */
export function figuresForModel(
  recipe: AdvisorRecipe,
  style: BeerStyle | undefined,
  units: BrewerUnits = DEFAULT_DISPLAY_UNITS,
  methods: CalculationMethods = DEFAULT_CALCULATION_METHODS,
): string {
  const f = computeFiguresWithMethods(recipe.figures, methods);
  const plato = units.gravity === 'Plato';
  const gravity = plato ? (sg: number) => convertTo('gravity', sg, units.gravity) : undefined;
  const colour = (ebc: number) => convertTo('color', ebc, units.color);
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

/** With only the SPEC §7 text summary to go on: the targets of the style the summary names. */
export function styleTargetsAdvice(message: string, units: BrewerUnits = DEFAULT_DISPLAY_UNITS): string {
  const lower = message.toLowerCase();
  const style = [...BEER_STYLES]
    .sort((a, b) => b.name.length - a.name.length)
    .find((candidate) => lower.includes(candidate.name.toLowerCase()));
  if (!style) return 'Choose a style for the recipe so I can compare it with the style guidelines.';
  const range = (r: { min: number; max: number } | null, digits: number) =>
    r ? `${r.min.toFixed(digits)}-${r.max.toFixed(digits)}` : 'any';
  const gravity = (r: { min: number; max: number } | null) => (r ? adviceGravityRange(r, units) : 'any');
  const colour = style.ebc
    ? `${adviceColour(style.ebc.min, 0, units)}-${adviceColour(style.ebc.max, 0, units)}`
    : 'any';
  return `${style.name} aims for OG ${gravity(style.og)}, FG ${gravity(style.fg)}, ABV ${range(style.abv, 1)}%, ${adviceColourName(units)} ${colour}, IBU ${range(style.ibu, 0)}. Compare your recipe's figures with these and adjust the malt bill, yeast and bittering hops accordingly.`;
}
