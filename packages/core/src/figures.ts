// The recipe figures of SPEC §9: OG, FG, ABV, EBC, IBU (Tinseth), BU/GU, pre-boil volume and shares.
//
// Decisions where SPEC §9 is silent, pinned by figures.test.ts:
// - Missing, NaN or infinite numbers count as missing: a missing quantity, colour, alpha acid or
//   boil time counts 0; a missing potential extract counts 1.036; a missing attenuation is skipped.
// - The OG every other figure uses (FG, ABV, the IBU bigness factor, BU/GU) is the OG rounded to
//   3 decimals, as §9 defines it. FG has no rounding in §9: ABV uses it unrounded, and it is
//   returned (and shown) with 3 decimals like OG.
// - A potential extract under 1 (e.g. a 0 typed in) counts as 1: no sugar, rather than sugar taken
//   away from the other fermentables, so OG is never below 1.000. The attenuation used for FG is
//   clamped to 0..100 %, so FG always lies between 1.000 and OG.
// - Without a positive batch volume, EBC and every IBU are 0 (nothing to divide by).
// - A negative quantity or efficiency (impossible after validation) counts 0.
import { finite, roundTo } from './rounding';
import { LITRES_PER_US_GALLON, POUNDS_PER_KG } from './units';

/** The six figures compared with a style (the right panel's bars, see indicators.ts). */
export type FigureKey = 'og' | 'fg' | 'abv' | 'ebc' | 'ibu' | 'buGu';

/** A number a user may still be typing: null, undefined or NaN count as missing. */
type MaybeNumber = number | null | undefined;

/** The equipment numbers the figures read. */
export interface FiguresEquipmentInput {
  batchVolume?: MaybeNumber;
  efficiency?: MaybeNumber;
  boilTime?: MaybeNumber;
  deadSpace?: MaybeNumber;
  boilOff?: MaybeNumber;
  trubLoss?: MaybeNumber;
}

/** The fermentable numbers the figures read (quantity in grams, colour in EBC). */
export interface FiguresFermentableInput {
  quantity?: MaybeNumber;
  potentialExtract?: MaybeNumber;
  ebc?: MaybeNumber;
  /** How it gives its sugar: read by the by-stage gravity method only (`staged-gravity.ts`). */
  contribution?: string | null;
}

/** The hop numbers the figures read: the recipe hop's own alpha acid, grams and boil minutes. */
export interface FiguresHopInput {
  quantity?: MaybeNumber;
  alphaAcidContent?: MaybeNumber;
  boilTime?: MaybeNumber;
}

/** The yeast number the figures read (apparent attenuation, percent). */
export interface FiguresYeastInput {
  attenuation?: MaybeNumber;
}

/** Everything `computeRecipeFigures` needs; a whole `Recipe` (or a form's draft of one) fits. */
export interface FiguresInput {
  recipeEquipment: FiguresEquipmentInput | null | undefined;
  recipeFermentables: readonly FiguresFermentableInput[];
  recipeHops: readonly FiguresHopInput[];
  recipeYeasts: readonly FiguresYeastInput[];
}

/** Every figure of a recipe, rounded as SPEC §9 says. */
export interface RecipeFigures {
  /** Original gravity, 3 decimals. */
  og: number;
  /** Final gravity, 3 decimals. */
  fg: number;
  /** Alcohol by volume, percent, 2 decimals, never below 0. */
  abv: number;
  /** Colour, EBC, 2 decimals. */
  ebc: number;
  /** Total bitterness: the sum of `hopIbus`, 2 decimals. */
  ibu: number;
  /** Bitterness ratio IBU / OG points, 2 decimals; 0 when OG is 1.000. */
  buGu: number;
  /** Litres, 3 decimals. */
  preBoilVolume: number;
  /** IBU of each hop addition, in the order of `recipeHops`, 2 decimals each. */
  hopIbus: number[];
  /** Share of each fermentable in the total fermentable weight, percent, 2 decimals each. */
  fermentablePercentages: number[];
}

/** Potential extract assumed for a fermentable without one (SPEC §9). */
export const DEFAULT_POTENTIAL_EXTRACT = 1.036;

/** SPEC §9's ABV factor: ABV = (OG − FG) × 131.25. */
export const ABV_FACTOR = 131.25;
const BIGNESS_BASE = 0.000125;
const BIGNESS_FACTOR = 1.65;
const TIME_CURVE = -0.04;
const TIME_DIVISOR = 4.15;

/** Pounds in `grams`, with SPEC §9's 2.20462 lb per kg (a missing or negative quantity counts 0). */
export function poundsOf(grams: MaybeNumber): number {
  return (Math.max(0, finite(grams) ?? 0) / 1000) * POUNDS_PER_KG;
}

/**
 * A fermentable's gravity points in one US gallon at `efficiency` percent: lb × (extract − 1) × 1000 ×
 * efficiency/100, its potential extract defaulting to 1.036; 0 for an extract of 1 or less (no sugar).
 * OG sums these over the grist; at 100 % it is what the grain could give (the brewhouse efficiency).
 */
export function fermentablePoints(fermentable: FiguresFermentableInput, efficiency: number): number {
  const extract = finite(fermentable.potentialExtract) ?? DEFAULT_POTENTIAL_EXTRACT;
  return extract > 1 ? poundsOf(fermentable.quantity) * (extract - 1) * 1000 * (efficiency / 100) : 0;
}

/** What one more gram of a fermentable adds to the (unrounded) OG of `volume` litres at `efficiency` %. */
export function ogPerGram(potentialExtract: MaybeNumber, efficiency: number, volume: number): number {
  const points = fermentablePoints({ quantity: 1000, potentialExtract }, efficiency) / 1000;
  return volume > 0 ? points / (volume / LITRES_PER_US_GALLON) / 1000 : 0;
}

/** What one more gram of a malt of `ebc` adds to the (unrounded) EBC of `volume` litres: 10 × kg × EBC / L. */
export function ebcPerGram(ebc: MaybeNumber, volume: number): number {
  return volume > 0 ? (10 * (finite(ebc) ?? 0)) / 1000 / volume : 0;
}

/** What one more gram of a hop of `alpha` % at `minutes` adds to the IBU of `volume` litres at gravity `og`. */
export function ibuPerGram(alpha: number, minutes: number, og: number, volume: number): number {
  // A kilogram keeps the 2-decimal rounding of one addition's IBU out of the per-gram figure.
  return hopIbu({ quantity: 1000, alphaAcidContent: alpha, boilTime: minutes }, og, volume) / 1000;
}

/** The bitterness ratio IBU / OG points ((OG − 1) × 1000), 2 decimals; 0 when OG is 1.000 (SPEC §9). */
export function buGuRatio(ibu: number, og: number): number {
  const ogPoints = roundTo((og - 1) * 1000, 3);
  return ogPoints > 0 ? roundTo(ibu / ogPoints, 2) : 0;
}

/**
 * The index of the yeast whose attenuation sets FG: the least attenuative one with a known attenuation
 * (at most 100 %); the first of equals; -1 when none has one (FG then assumes 100 %).
 */
export function fgYeastIndex(yeasts: readonly FiguresYeastInput[]): number {
  let index = -1;
  let lowest = 100;
  for (let i = 0; i < yeasts.length; i++) {
    const attenuation = finite(yeasts[i]!.attenuation);
    if (attenuation === undefined) continue;
    if (index === -1 ? attenuation <= lowest : attenuation < lowest) {
      index = i;
      lowest = attenuation;
    }
  }
  return index;
}

/**
 * Why the recipe's FG and ABV are not known yet, or null when they are. SPEC §9 starts the attenuation
 * at 100 % and keeps that FG (1.000 for any OG) when no yeast has a known attenuation; the recipe screen
 * says the figures wait for a yeast instead of showing that FG and the ABV it implies (issue 30).
 */
export function fgUnknownReason(yeasts: readonly FiguresYeastInput[]): string | null {
  if (fgYeastIndex(yeasts) !== -1) return null;
  return yeasts.length === 0
    ? 'Not known until a yeast is chosen'
    : 'Not known until a yeast has an attenuation';
}

/** The figures that follow the yeast's attenuation: FG, and ABV from it. */
export const YEAST_FIGURES: readonly FigureKey[] = ['fg', 'abv'];

/**
 * Original gravity: 1 + Σ(lb × (extract − 1) × 1000 × efficiency/100) / gallons / 1000, 3 decimals;
 * 1.000 without fermentables, a positive volume or an efficiency.
 */
export function computeOg(input: FiguresInput): number {
  const equipment = input.recipeEquipment;
  const volume = finite(equipment?.batchVolume);
  const efficiency = finite(equipment?.efficiency);
  const fermentables = input.recipeFermentables;
  if (
    fermentables.length === 0 ||
    volume === undefined ||
    volume <= 0 ||
    efficiency === undefined ||
    efficiency <= 0
  )
    return 1;
  let points = 0;
  for (let i = 0; i < fermentables.length; i++) points += fermentablePoints(fermentables[i]!, efficiency);
  return roundTo(1 + points / (volume / LITRES_PER_US_GALLON) / 1000, 3);
}

/** Tinseth IBU of one addition for a wort of gravity `og` (the rounded OG) in `volume` litres, 2 decimals. */
export function hopIbu(hop: FiguresHopInput, og: number, volume: number | undefined): number {
  if (volume === undefined || volume <= 0) return 0;
  const grams = Math.max(0, finite(hop.quantity) ?? 0);
  const alpha = Math.max(0, finite(hop.alphaAcidContent) ?? 0);
  const minutes = Math.max(0, finite(hop.boilTime) ?? 0);
  const bigness = BIGNESS_FACTOR * BIGNESS_BASE ** (og - 1);
  const time = (1 - Math.exp(TIME_CURVE * minutes)) / TIME_DIVISOR;
  return roundTo(((bigness * time * alpha) / 100) * ((grams * 1000) / volume), 2);
}

/**
 * SPEC §9's pre-boil volume: batch volume + dead space + boil-off × boilTime/60 + trub loss, litres,
 * 3 decimals; 0 without equipment. Missing numbers count 0.
 */
export function preBoilVolumeOf(equipment: FiguresEquipmentInput | null | undefined): number {
  if (!equipment) return 0;
  const boilTime = finite(equipment.boilTime) ?? 0;
  return roundTo(
    (finite(equipment.batchVolume) ?? 0) +
      (finite(equipment.deadSpace) ?? 0) +
      ((finite(equipment.boilOff) ?? 0) * boilTime) / 60 +
      (finite(equipment.trubLoss) ?? 0),
    3,
  );
}

/** The gravities the other figures follow: the OG, and the gravity the hops are boiled in. */
export interface FigureGravities {
  /** Original gravity, 3 decimals: FG, ABV and BU/GU follow it. */
  og: number;
  /** The kettle's gravity for the IBU's bigness factor (the OG, unless sugar goes in after the boil). */
  boilGravity: number;
}

/**
 * Computes every figure of SPEC §9 in one pass; the web calls it on each change, the server on each
 * save. Allocates only the two result arrays. `gravities` replaces SPEC §9's OG for another gravity
 * method (`calculation-methods.ts`); without it every figure is exactly SPEC §9's.
 */
export function computeRecipeFigures(input: FiguresInput, gravities?: FigureGravities): RecipeFigures {
  const equipment = input.recipeEquipment;
  const rawVolume = finite(equipment?.batchVolume);
  const volume = rawVolume !== undefined && rawVolume > 0 ? rawVolume : undefined;

  const og = gravities?.og ?? computeOg(input);
  const boilGravity = gravities?.boilGravity ?? og;

  // FG from the lowest attenuation among the yeasts, starting at 100 % (no yeast: FG 1.000).
  const setter = fgYeastIndex(input.recipeYeasts);
  const attenuation = setter < 0 ? 100 : Math.max(0, input.recipeYeasts[setter]!.attenuation as number);
  const exactFg = og - ((og - 1) * attenuation) / 100;
  const fg = roundTo(exactFg, 3);
  const abv = Math.max(0, roundTo((og - exactFg) * ABV_FACTOR, 2));

  // Colour and shares of the grist.
  const fermentables = input.recipeFermentables;
  const fermentablePercentages = new Array<number>(fermentables.length);
  let colour = 0;
  let totalGrams = 0;
  for (let i = 0; i < fermentables.length; i++) {
    const f = fermentables[i]!;
    const grams = Math.max(0, finite(f.quantity) ?? 0);
    totalGrams += grams;
    if (volume !== undefined) colour += ((grams / 1000) * (finite(f.ebc) ?? 0)) / volume;
  }
  for (let i = 0; i < fermentables.length; i++) {
    const grams = Math.max(0, finite(fermentables[i]!.quantity) ?? 0);
    fermentablePercentages[i] = totalGrams > 0 ? roundTo((grams / totalGrams) * 100, 2) : 0;
  }
  const ebc = roundTo(10 * colour, 2);

  // Bitterness.
  const hops = input.recipeHops;
  const hopIbus = new Array<number>(hops.length);
  let ibuSum = 0;
  for (let i = 0; i < hops.length; i++) {
    const ibu = hopIbu(hops[i]!, boilGravity, volume);
    hopIbus[i] = ibu;
    ibuSum += ibu;
  }
  const ibu = roundTo(ibuSum, 2);
  const buGu = buGuRatio(ibu, og);

  const preBoilVolume = preBoilVolumeOf(equipment);

  return { og, fg, abv, ebc, ibu, buGu, preBoilVolume, hopIbus, fermentablePercentages };
}

/** A recipe (or draft) whose hops and fermentables can carry their computed `ibu` and `percentage`. */
export interface FiguresRecipe extends FiguresInput {
  recipeFermentables: readonly (FiguresFermentableInput & { percentage?: number | null })[];
  recipeHops: readonly (FiguresHopInput & { ibu?: number | null })[];
}

/** A recipe whose every fermentable carries its `percentage` and every hop its `ibu`. */
export type WithComputedFigures<T extends FiguresRecipe> = Omit<T, 'recipeFermentables' | 'recipeHops'> & {
  recipeFermentables: (T['recipeFermentables'][number] & { percentage: number })[];
  recipeHops: (T['recipeHops'][number] & { ibu: number })[];
};

/**
 * Returns the recipe with each hop's `ibu` and each fermentable's `percentage` written back, in new
 * arrays of new objects; the input is left untouched (SPEC §4).
 */
export function withComputedFigures<T extends FiguresRecipe>(recipe: T): WithComputedFigures<T> {
  const figures = computeRecipeFigures(recipe);
  return {
    ...recipe,
    recipeFermentables: recipe.recipeFermentables.map((f, i) => ({
      ...f,
      percentage: figures.fermentablePercentages[i]!,
    })),
    recipeHops: recipe.recipeHops.map((h, i) => ({ ...h, ibu: figures.hopIbus[i]! })),
  };
}

/** A figure as the right panel shows it: gravities with 3 decimals ("1.056"), the rest with 2 ("6.12"). */
export function formatFigure(key: FigureKey, value: number): string {
  return value.toFixed(key === 'og' || key === 'fg' ? 3 : 2);
}
