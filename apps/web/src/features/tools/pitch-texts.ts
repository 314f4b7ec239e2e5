// The pitch as a form holds it (the Tools page's calculator and the batch's pitch section): the rate,
// the packs and the starter's steps as typed, volumes and gravities in the brewer's units; read
// leniently for the live figures (what is not a number yet counts as nothing), and what the core's
// rules then say: the cells after each step and the suggestion.
import {
  type BrewerQuantities,
  daysBetween,
  liquidViability,
  PITCH_RATES,
  type PitchPlan,
  type PitchRateKind,
  type PitchSuggestion,
  packCells,
  pitchSuggestion,
  type StarterAgitation,
  type StarterStep,
  starterCells,
  type YeastPack,
} from '@wortsmith/core';
import { DRY_SACHET_GRAMS, startingText, typedNumber, typedValue } from './tool-text';

/** A list entry's key on the screen (not sent anywhere). */
let lastKey = 0;
/** A new key for a pack or a step on the screen. */
export const entryKey = () => `entry-${++lastKey}`;

/** A pack as typed: its form, its amount (packs, grams or mL) and a liquid pack's production date. */
export interface PackTexts {
  key: string;
  form: YeastPack['form'];
  amount: string;
  productionDate: string;
}

/** A starter step as typed, volume and gravity in the brewer's units. */
export interface StepTexts {
  key: string;
  volume: string;
  gravity: string;
  agitation: StarterAgitation;
}

/** The pitch as typed. */
export interface PitchTexts {
  rate: string;
  packs: PackTexts[];
  starterSteps: StepTexts[];
}

/** The unit a pack's amount is typed in. */
export const PACK_UNITS: Record<YeastPack['form'], string> = { liquid: 'packs', dry: 'g', slurry: 'mL' };

/** The forms and the starter's agitations as a brewer reads them. */
export const PACK_FORM_LABELS: Record<YeastPack['form'], string> = {
  liquid: 'Liquid pack',
  dry: 'Dry yeast',
  slurry: 'Slurry',
};
export const AGITATION_LABELS: Record<StarterAgitation, string> = {
  none: 'Still (no agitation)',
  shaken: 'Shaken now and then',
  stirPlate: 'Stir plate',
};

/** Which of the rates `rate` is ("ale", …), or null for the brewer's own. */
export function rateKind(rate: string): PitchRateKind | null {
  const n = typedNumber(rate);
  const kinds = Object.keys(PITCH_RATES) as PitchRateKind[];
  return kinds.find((kind) => PITCH_RATES[kind] === n) ?? null;
}

/** A new pack of `form`: one liquid pack made `today`, a sachet of dry yeast, or 100 mL of slurry. */
export function newPack(form: YeastPack['form'], today: string): PackTexts {
  const key = entryKey();
  if (form === 'dry') return { key, form, amount: String(DRY_SACHET_GRAMS), productionDate: '' };
  if (form === 'slurry') return { key, form, amount: '100', productionDate: '' };
  return { key, form, amount: '1', productionDate: today };
}

/** A new starter step: 1 L (or half a gallon) at 1.036 (9 °P) on a stir plate. */
export function newStep(q: BrewerQuantities): StepTexts {
  return {
    key: entryKey(),
    volume: startingText(q, 'volume', '1', '0.5'),
    gravity: startingText(q, 'gravity', '1.036', '9'),
    agitation: 'stirPlate',
  };
}

/** The packs as the rules read them (an amount not typed yet counts as none). */
export function packsOf(packs: readonly PackTexts[]): YeastPack[] {
  return packs.map((pack) => ({
    form: pack.form,
    amount: typedNumber(pack.amount) ?? 0,
    productionDate: pack.form === 'liquid' && pack.productionDate ? pack.productionDate : null,
  }));
}

/**
 * The steps as the rules read them (a volume not typed yet grows nothing); `stored` are the steps as
 * saved, each kept where its text shows it back unchanged.
 */
export function stepsOf(
  q: BrewerQuantities,
  steps: readonly StepTexts[],
  stored: readonly StarterStep[] = [],
): StarterStep[] {
  return steps.map((step, i) => ({
    volume: typedValue(q, 'volume', step.volume, stored[i]?.volume) ?? 0,
    gravity: typedValue(q, 'gravity', step.gravity, stored[i]?.gravity) ?? 1,
    agitation: step.agitation,
  }));
}

/** What a liquid pack made on `productionDate` still holds on `today`: "79 % alive (30 days old)". */
export function viabilityText(productionDate: string, today: string): string | undefined {
  if (!productionDate || !Number.isFinite(Date.parse(productionDate))) return undefined;
  const days = daysBetween(productionDate, today);
  return `${Math.round(liquidViability(days) * 100)} % alive (${days} ${days === 1 ? 'day' : 'days'} old)`;
}

/** The figures a pitch shows beside its plan. */
export interface PitchFigures {
  plan: PitchPlan;
  /** Billion cells after each starter step. */
  afterSteps: number[];
  suggestion: PitchSuggestion;
  /** The form the suggestion counts in (the first pack's), and its cells per pack, sachet or mL. */
  form: YeastPack['form'];
  cellsPerPack: number;
}

/** The cells after each step of `steps` and the suggestion for `plan`, on `today`. */
export function pitchFigures(
  plan: PitchPlan,
  packs: readonly YeastPack[],
  steps: readonly StarterStep[],
  today: string,
): PitchFigures {
  const first = packs[0];
  const form = first?.form ?? 'liquid';
  const fresh = packCells({ form: 'liquid', amount: 1, productionDate: today }, today);
  const unit: YeastPack =
    form === 'dry'
      ? { form, amount: DRY_SACHET_GRAMS }
      : form === 'slurry'
        ? { form, amount: 1 }
        : { form, amount: 1, productionDate: first?.productionDate ?? today };
  // A pack too old to count suggests fresh ones.
  const cellsPerPack = packCells(unit, today) >= 1 ? packCells(unit, today) : fresh;
  return {
    plan,
    afterSteps: starterCells(plan.cellsAvailable, steps),
    suggestion: pitchSuggestion(plan.cellsNeeded, plan.cellsAfterStarter, cellsPerPack),
    form,
    cellsPerPack,
  };
}
