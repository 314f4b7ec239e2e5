// What the built-in advisor says about each figure that lies outside its style's range: one rule per
// figure, below and above, with the amounts worked out from the figures' own per-gram helpers
// (figures.ts) so that the advice and the recipe screen use the same arithmetic. A reduction never
// exceeds what the recipe holds (reductions.ts).

import {
  ebcPerGram,
  type FigureKey,
  fgYeastIndex,
  ibuPerGram,
  ogPerGram,
  type RecipeFigures,
} from '../figures';
import type { GravityMethod, IbuMethod } from '../options';
import type { BrewerUnits } from '../quantities';
import { contributionOf, extractYield } from '../staged-gravity';
import type { BeerStyle, Range } from '../styles';
import {
  adviceAmount,
  adviceColour,
  adviceColourName,
  adviceColourRange,
  adviceGravity,
  adviceGravityRange,
  adviceVolume,
} from './advice-wording';
import type { AdvisorHop, AdvisorRecipe } from './advisor-recipe';
import { describeReductions, type Reduction, reduceBy } from './reductions';

/** The base malt the advice adds when OG is low: a pale malt of extract 1.037 (37 points per lb and gallon). */
export const ADVICE_BASE_MALT_EXTRACT = 1.037;
/** The malt extract the advice adds to an extract brew by stage when OG is low: dry malt extract, 1.044. */
export const ADVICE_DRY_EXTRACT_EXTRACT = 1.044;
/** The crystal malt the advice adds when the colour is low, EBC. */
export const ADVICE_CRYSTAL_EBC = 120;
/** The alpha acid of the hop the advice adds when bitterness is low and the recipe has none, percent. */
export const ADVICE_DEFAULT_ALPHA = 10;
/** The boil time of that bittering addition, minutes. */
const ADVICE_BITTERING_MINUTES = 60;

/** What a figure's rule reads: the recipe, its figures, the style and the range the figure is outside. */
export interface FigureRuleContext {
  recipe: AdvisorRecipe;
  figures: RecipeFigures;
  style: BeerStyle;
  range: Range;
  /** Where the advice aims inside the range (see `adviceTarget`). */
  goal: number;
  /** Batch volume, litres (positive). */
  volume: number;
  /** Brewhouse efficiency, percent. */
  efficiency: number;
  /** The gravity method the figures were computed by: by stage, extract and sugar give all they have. */
  gravityMethod: GravityMethod;
  /** The bitterness method the figures were computed by, and the IBU by the stage-aware one. */
  ibuMethod: IbuMethod;
  stagedIbu: number;
  units: BrewerUnits;
}

/** A figure's advice when it is below and when it is above its range; null when it has none to give. */
export interface FigureRule {
  below(context: FigureRuleContext): string | null;
  above(context: FigureRuleContext): string | null;
}

/** A figure's target inside the range: the nearer bound moved a tenth of the width inwards. */
export function adviceTarget(value: number, range: Range): number {
  const margin = (range.max - range.min) / 10;
  return value < range.min ? range.min + margin : range.max - margin;
}

const fmt = (value: number, decimals: number) => value.toFixed(decimals);
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** A malt's colour as the advice names it: "900 EBC", "457 SRM". */
const maltColour = (ebc: number, units: BrewerUnits) =>
  `${adviceColour(ebc, 0, units)} ${adviceColourName(units)}`;

/** "American IPA's 1.056-1.070" in the brewer's gravity unit. */
const gravityRanges = ({ style, range, units }: FigureRuleContext) =>
  `${style.name}'s ${adviceGravityRange(range, units)}`;

/** OG too high: less of the largest fermentables first (the base malt), or a larger batch. */
function ogAbove(c: FigureRuleContext): string {
  const { recipe, figures: f, goal, volume, efficiency, gravityMethod, units } = c;
  const yieldOf = (i: number) =>
    extractYield(contributionOf(recipe.figures.recipeFermentables[i] ?? {}), efficiency, gravityMethod);
  const { reductions } = reduceBy(
    f.og - goal,
    recipe.fermentables.map((malt, i) => ({
      name: malt.name,
      present: malt.quantity,
      perGram: ogPerGram(recipe.figures.recipeFermentables[i]?.potentialExtract, yieldOf(i), volume),
      detail: maltColour(malt.ebc, units),
      priority: malt.quantity,
    })),
  );
  const larger = (volume * (f.og - 1)) / (goal - 1);
  const change = reductions.length > 0 ? `${describeReductions(reductions, units)}, or ` : '';
  return `OG ${adviceGravity(f.og, units)} is above ${gravityRanges(c)}: ${change}brew a larger batch (about ${adviceVolume(larger, 1, units)}).`;
}

/**
 * OG too low: the base malt that reaches the target; by stage, a brew with nothing mashed (an extract
 * brew) gets dry malt extract instead, which needs no efficiency.
 */
function ogBelow(c: FigureRuleContext): string {
  const { recipe, figures: f, goal, volume, efficiency, gravityMethod, units } = c;
  const extractBrew =
    gravityMethod === 'byStage' &&
    !recipe.figures.recipeFermentables.some((r) => contributionOf(r) === 'mashed');
  const perGram = extractBrew
    ? ogPerGram(ADVICE_DRY_EXTRACT_EXTRACT, 100, volume)
    : ogPerGram(ADVICE_BASE_MALT_EXTRACT, efficiency, volume);
  const grams = perGram > 0 ? (goal - f.og) / perGram : 0;
  const what = extractBrew ? 'dry malt extract' : 'base malt or raise efficiency';
  return `OG ${adviceGravity(f.og, units)} is below ${gravityRanges(c)}: add about ${adviceAmount(grams, true, units)} of ${what}.`;
}

/** FG out of range: the yeast that sets it, and the attenuation that would reach the target. */
function fgAdvice(c: FigureRuleContext): string | null {
  const { recipe, figures: f, range, goal, units } = c;
  if (f.og <= 1) return null;
  const og = (sg: number) => adviceGravity(sg, units);
  const needed = Math.min(100, Math.max(0, ((f.og - goal) / (f.og - 1)) * 100));
  const ranges = gravityRanges(c);
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

/** ABV follows OG and FG. */
const abvAdvice = (side: 'below' | 'above') => (c: FigureRuleContext) =>
  `ABV ${fmt(c.figures.abv, 2)}% is ${side} ${c.style.name}'s ${c.range.min}-${c.range.max}%: it follows OG and FG, so fix those first.`;

/** "EBC 33.0" (or "SRM 16.8") and "American IPA's 10-20" in the brewer's colour unit. */
const colourTexts = ({ figures, style, range, units }: FigureRuleContext) => ({
  shown: `${adviceColourName(units)} ${adviceColour(figures.ebc, 1, units)}`,
  ranges: `${style.name}'s ${adviceColourRange(range, units)}`,
});

/** EBC too low: a crystal malt that reaches the target. */
function ebcBelow(c: FigureRuleContext): string {
  const { shown, ranges } = colourTexts(c);
  const grams = (c.goal - c.figures.ebc) / ebcPerGram(ADVICE_CRYSTAL_EBC, c.volume);
  return `${shown} is below ${ranges}: add about ${adviceAmount(grams, false, c.units)} of a ${maltColour(ADVICE_CRYSTAL_EBC, c.units)} crystal malt.`;
}

/** EBC too high: less of the darkest malts first; the next darkest when one is not enough. */
function ebcAbove(c: FigureRuleContext): string {
  const { shown, ranges } = colourTexts(c);
  const { reductions } = reduceBy(
    c.figures.ebc - c.goal,
    c.recipe.fermentables.map((malt) => ({
      name: malt.name,
      present: malt.quantity,
      perGram: ebcPerGram(malt.ebc, c.volume),
      detail: maltColour(malt.ebc, c.units),
    })),
  );
  return `${shown} is above ${ranges}: ${describeReductions(reductions, c.units)}.`;
}

const ibuTexts = ({ figures, style, range }: FigureRuleContext) => ({
  shown: `IBU ${fmt(figures.ibu, 1)}`,
  ranges: `${style.name}'s ${range.min}-${range.max}`,
});

/** IBU too low: a 60-minute addition of the recipe's most bitter hop (or a 10 % one). */
function ibuBelow(c: FigureRuleContext): string {
  const { shown, ranges } = ibuTexts(c);
  const alpha = Math.max(0, ...c.recipe.hops.map((h) => h.alpha)) || ADVICE_DEFAULT_ALPHA;
  const perGram = ibuPerGram(alpha, ADVICE_BITTERING_MINUTES, c.figures.og, c.volume);
  const grams = perGram > 0 ? (c.goal - c.figures.ibu) / perGram : 0;
  return `${shown} is below ${ranges}: add about ${adviceAmount(grams, false, c.units)} of a ${fmt(alpha, 1)}% alpha hop at ${ADVICE_BITTERING_MINUTES} minutes.`;
}

/** Boil additions shorter than this are for flavour and aroma rather than bitterness, minutes. */
export const LATE_BOIL_MINUTES = 30;

/** A late addition: a whirlpool or hop stand, a mash or dry hop, or a boil addition under 30 minutes. */
export function isLateAddition(hop: AdvisorHop): boolean {
  if (hop.stage === 'Boil') return hop.boilTime < LATE_BOIL_MINUTES;
  return hop.stage !== 'First Wort';
}

/** "14.0% alpha at 60 min", "whirlpool, 20 min", "first wort", "mash", "dry hop". */
function hopDetail(hop: AdvisorHop): string {
  const alpha = `${fmt(hop.alpha, 1)}% alpha`;
  if (hop.stage === 'Whirlpool') return `${alpha}, whirlpool ${fmt(hop.boilTime, 0)} min`;
  if (hop.stage === 'Boil') return `${alpha} at ${fmt(hop.boilTime, 0)} min`;
  return `${alpha}, ${hop.stage.toLowerCase()}`;
}

/**
 * The reductions that bring IBU down by the excess, grounded in the stages (issue 30): when the late
 * additions alone carry the excess (or the excess is at least what the bittering additions give) they
 * are reduced first, the addition giving most of the IBU first; otherwise every bittering addition
 * gives up the same share of its bitterness, so none is ever taken out for bitterness that late
 * additions bring.
 */
export function ibuReductions(c: FigureRuleContext): Reduction[] {
  const excess = c.figures.ibu - c.goal;
  const additions = c.recipe.hops
    .map((hop, i) => ({ hop, ibu: c.figures.hopIbus[i] ?? 0 }))
    .filter((a) => a.hop.quantity > 0 && a.ibu > 0);
  const reducible = (late: boolean) =>
    additions
      .filter((a) => isLateAddition(a.hop) === late)
      .map((a) => ({
        name: a.hop.name,
        present: a.hop.quantity,
        perGram: a.ibu / a.hop.quantity,
        detail: hopDetail(a.hop),
        priority: a.ibu,
      }));
  const [bittering, late] = [reducible(false), reducible(true)];
  const ibuOf = (items: readonly { perGram: number; present: number }[]) =>
    items.reduce((total, item) => total + item.perGram * item.present, 0);
  if (late.length > 0 && (ibuOf(late) >= excess || excess >= ibuOf(bittering))) {
    const first = reduceBy(excess, late);
    return [...first.reductions, ...reduceBy(first.left, bittering).reductions];
  }
  // Each bittering addition gives up the same share of its bitterness: all of them stay in.
  const share = Math.min(1, excess / Math.max(ibuOf(bittering), Number.EPSILON));
  return bittering.map((item) => ({
    name: item.name,
    grams: item.present * share,
    present: item.present,
    detail: item.detail,
  }));
}

/** The IBU by the other bitterness method when whirlpool, mash or first-wort hops make them differ. */
function stageNote(c: FigureRuleContext): string {
  if (c.ibuMethod !== 'spec') return '';
  const staged = c.recipe.hops.filter(
    (h) => h.stage === 'Whirlpool' || h.stage === 'Mash' || h.stage === 'First Wort',
  );
  if (staged.length === 0) return '';
  const ibu = c.stagedIbu;
  const within = ibu >= c.range.min && ibu <= c.range.max ? ', within the range' : '';
  return ` (Tinseth as specified counts ${staged.map((h) => `${h.name} (${h.stage.toLowerCase()})`).join(' and ')} as boiled for ${staged.length > 1 ? 'their' : 'its'} time; the stage-aware method gives IBU ${fmt(ibu, 1)}${within})`;
}

/** IBU too high: the addition that drives it, and less of it, grounded in the stages. */
function ibuAbove(c: FigureRuleContext): string {
  const { shown, ranges } = ibuTexts(c);
  const reductions = ibuReductions(c);
  const ibus = c.figures.hopIbus;
  const driverIndex = ibus.reduce((best, ibu, i) => (ibu > (ibus[best] ?? 0) ? i : best), 0);
  const driver = c.recipe.hops[driverIndex];
  const drives =
    driver && c.recipe.hops.length > 1
      ? ` ${driver.name} (${hopDetail(driver)}) gives ${fmt(ibus[driverIndex] ?? 0, 1)} of it.`
      : '';
  return `${shown} is above ${ranges}${stageNote(c)}.${drives} To bring it down: ${describeReductions(reductions, c.units)}.`;
}

/** BU/GU: the balance follows the bittering hops and the malt bill. */
const buGuAdvice = (side: 'below' | 'above') => (c: FigureRuleContext) =>
  `BU/GU ${fmt(c.figures.buGu, 2)} is ${side} ${c.style.name}'s ${c.range.min}-${c.range.max}: the beer will taste ${side === 'below' ? 'sweeter' : 'more bitter'} than the style; adjust the bittering hops or the malt bill.`;

/** Each figure's rule, in the order the advice lists them (the right panel's). */
export const FIGURE_RULES: Record<FigureKey, FigureRule> = {
  og: { below: ogBelow, above: ogAbove },
  fg: { below: fgAdvice, above: fgAdvice },
  abv: { below: abvAdvice('below'), above: abvAdvice('above') },
  ebc: { below: ebcBelow, above: ebcAbove },
  ibu: { below: ibuBelow, above: ibuAbove },
  buGu: { below: buGuAdvice('below'), above: buGuAdvice('above') },
};
