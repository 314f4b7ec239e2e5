// What the brew-day sheet lists, in brewing order: the water's salts and acids by vessel (mash, then sparge),
// the boil's additions from the first (first wort, then 60 min …) to flame-out and whirlpool, the dry hops,
// and the mash steps when the recipe has them.
import {
  ACIDS,
  type Amount,
  type RecipeInput,
  type RecipeWater,
  saltDisplayName,
  type WaterVessel,
} from '@wortsmith/core';

/** One line of the boil schedule. */
export interface BoilAddition {
  /** "First wort", "60 min", "Flame-out", "Whirlpool 10 min". */
  when: string;
  name: string;
  /** Grams of a hop; a misc's quantity in its unit. */
  amount: Amount;
  kind: 'Hop' | 'Misc';
}

/** One mash step as the sheet prints it. */
export interface MashStepLine {
  name: string;
  temperature: number | null;
  minutes: number | null;
}

// Sort keys: first wort before every boil time, whirlpool after flame-out.
const FIRST_WORT = Number.POSITIVE_INFINITY;
const WHIRLPOOL = -1;

/** The boil's hop and misc additions in the order they go in. */
export function boilAdditions(recipe: Pick<RecipeInput, 'recipeHops' | 'recipeMisc'>): BoilAddition[] {
  const lines: Array<BoilAddition & { order: number; minutes: number }> = [];
  for (const hop of recipe.recipeHops) {
    const minutes = hop.boilTime;
    if (hop.usageStage === 'First Wort') {
      lines.push({
        when: 'First wort',
        name: hop.name,
        amount: { quantity: hop.quantity },
        kind: 'Hop',
        order: FIRST_WORT,
        minutes,
      });
    } else if (hop.usageStage === 'Boil') {
      lines.push({
        when: minutes > 0 ? `${minutes} min` : 'Flame-out',
        name: hop.name,
        amount: { quantity: hop.quantity },
        kind: 'Hop',
        order: minutes,
        minutes,
      });
    } else if (hop.usageStage === 'Whirlpool') {
      lines.push({
        when: `Whirlpool ${minutes} min`,
        name: hop.name,
        amount: { quantity: hop.quantity },
        kind: 'Hop',
        order: WHIRLPOOL,
        minutes,
      });
    }
  }
  for (const misc of recipe.recipeMisc) {
    lines.push({
      when: misc.time > 0 ? `${misc.time} min` : 'Flame-out',
      name: misc.name,
      amount: { quantity: misc.quantity, unit: misc.unit },
      kind: 'Misc',
      order: misc.time,
      minutes: misc.time,
    });
  }
  lines.sort((a, b) => b.order - a.order || b.minutes - a.minutes);
  return lines.map(({ order: _order, minutes: _minutes, ...line }) => line);
}

/** Hops of a stage that is not the boil (dry hops, mash hops). */
export function hopsAt(recipe: Pick<RecipeInput, 'recipeHops'>, stage: 'Dry Hop' | 'Mash') {
  return recipe.recipeHops.filter((hop) => hop.usageStage === stage);
}

/** The recipe's mash steps, when it has any (read loosely: the field is newer than batches). */
export function mashSteps(recipe: object): MashStepLine[] {
  const steps = (recipe as { mashSteps?: unknown }).mashSteps;
  if (!Array.isArray(steps)) return [];
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return steps.map((step: Record<string, unknown>, i) => ({
    name: typeof step.name === 'string' && step.name ? step.name : `Step ${i + 1}`,
    temperature: num(step.temperature ?? step.stepTemperature),
    minutes: num(step.time ?? step.stepTime ?? step.minutes),
  }));
}

/** One salt or acid of the water treatment. */
export interface WaterTreatmentLine {
  vessel: WaterVessel;
  name: string;
  /** "5 g", "2.5 mL". */
  amount: string;
}

/**
 * The water's salts and acids as the sheet lists them: the mash's first, then the sparge's, each vessel's
 * salts before its acids; nothing of zero. Salts in grams and acids in millilitres, whatever the units.
 */
export function waterTreatment(water: RecipeWater | null | undefined): WaterTreatmentLine[] {
  if (!water) return [];
  const lines: WaterTreatmentLine[] = [];
  for (const vessel of ['mash', 'sparge'] as const) {
    for (const salt of water.salts)
      if (salt.vessel === vessel && salt.grams > 0)
        lines.push({ vessel, name: saltDisplayName(salt.salt), amount: `${salt.grams} g` });
    for (const acid of water.acids)
      if (acid.vessel === vessel && acid.millilitres > 0)
        lines.push({
          vessel,
          name: `${ACIDS[acid.acid].displayName} ${acid.strengthPercent} %`,
          amount: `${acid.millilitres} mL`,
        });
  }
  return lines;
}
