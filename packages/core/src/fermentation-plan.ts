// A recipe's fermentation plan (issue 35): ordered steps (primary, diacetyl rest, secondary, conditioning,
// cold crash, lagering), each a temperature held for a number of days, reached over optional ramp days
// from the step before. The batch keeps the plan in its snapshot; the chart draws it as the planned
// temperature line and says which step the batch is in.
import { z } from 'zod';
import { nullableNumber, requiredNumber, requiredOption, requiredText } from './schemas/fields';

/** The kinds of fermentation step, in the order a plan usually runs them. */
export const FERMENTATION_STEP_KINDS = [
  'primary',
  'diacetylRest',
  'secondary',
  'conditioning',
  'coldCrash',
  'lagering',
] as const;
export type FermentationStepKind = (typeof FERMENTATION_STEP_KINDS)[number];

/** What each kind is called on screen. */
export const FERMENTATION_STEP_KIND_NAMES: Record<FermentationStepKind, string> = {
  primary: 'Primary',
  diacetylRest: 'Diacetyl rest',
  secondary: 'Secondary',
  conditioning: 'Conditioning',
  coldCrash: 'Cold crash',
  lagering: 'Lagering',
};

/** Most steps a plan holds. */
export const MAX_FERMENTATION_STEPS = 10;

/**
 * The temperatures a fermentation step may aim at, °C: a cold crash goes to about 0 °C (a degree or two
 * below is common), and no beer yeast is held above the mid 30s (kveik's upper range).
 */
export const FERMENTATION_TEMPERATURE_RANGE = { min: -5, max: 40 } as const;

/** Most days a step lasts, and most days it ramps over. */
export const FERMENTATION_STEP_LIMITS = { days: 365, rampDays: 30 } as const;

const temperatureMessage = `Fermentation temperature must be between ${FERMENTATION_TEMPERATURE_RANGE.min} and ${FERMENTATION_TEMPERATURE_RANGE.max}°C`;

/** One step of the plan. */
export const fermentationStepSchema = z.object(
  {
    id: requiredText('Step id is required', 100, 'Step id must be at most 100 characters long'),
    name: requiredText('Step name is required', 100, 'Step name must be at most 100 characters long'),
    kind: requiredOption(FERMENTATION_STEP_KINDS, 'Invalid fermentation step kind', 'Step kind is required'),
    temperature: requiredNumber(
      { required: 'Fermentation temperature is required', type: 'Fermentation temperature must be a number' },
      (n) =>
        n
          .min(FERMENTATION_TEMPERATURE_RANGE.min, temperatureMessage)
          .max(FERMENTATION_TEMPERATURE_RANGE.max, temperatureMessage),
    ),
    days: requiredNumber({ required: 'Step days are required', type: 'Step days must be a number' }, (n) =>
      n
        .positive('Step days must be more than 0')
        .max(FERMENTATION_STEP_LIMITS.days, `Step days must be at most ${FERMENTATION_STEP_LIMITS.days}`),
    ),
    /** Days spent moving from the step before's temperature to this one's, within `days`. */
    rampDays: nullableNumber('Ramp days must be a number', (n) =>
      n
        .min(0, 'Ramp days cannot be negative')
        .max(
          FERMENTATION_STEP_LIMITS.rampDays,
          `Ramp days must be at most ${FERMENTATION_STEP_LIMITS.rampDays}`,
        ),
    ).optional(),
  },
  { error: 'Each fermentation step must be an object' },
);
export type FermentationStep = z.output<typeof fermentationStepSchema>;

/** The plan as a recipe body holds it: a list (none when left out), at most MAX_FERMENTATION_STEPS. */
export const fermentationStepsSchema = z.preprocess(
  (value) => value ?? [],
  z
    .array(fermentationStepSchema, { error: 'Fermentation steps must be a list' })
    .max(MAX_FERMENTATION_STEPS, `A fermentation plan has at most ${MAX_FERMENTATION_STEPS} steps`),
);

/** Where a batch is in its plan on `day` (days since pitching): the step, its number, and the day in it. */
export interface PlanPosition {
  step: FermentationStep;
  index: number;
  /** Days since the step began. */
  dayInStep: number;
}

/** The step in force `day` days after pitching; null before pitching and after the last step. */
export function planPosition(steps: readonly FermentationStep[], day: number): PlanPosition | null {
  if (day < 0) return null;
  let start = 0;
  for (const [index, step] of steps.entries()) {
    if (day < start + step.days) return { step, index, dayInStep: day - start };
    start += step.days;
  }
  return null;
}

/**
 * The planned temperature `day` days after pitching: a step's temperature, reached in a straight line
 * over its ramp days from the step before's; null outside the plan.
 */
export function plannedTemperature(steps: readonly FermentationStep[], day: number): number | null {
  const at = planPosition(steps, day);
  if (!at) return null;
  const ramp = Math.min(at.step.rampDays ?? 0, at.step.days);
  const before = at.index > 0 ? steps[at.index - 1]!.temperature : null;
  if (before === null || ramp <= 0 || at.dayInStep >= ramp) return at.step.temperature;
  return before + ((at.step.temperature - before) * at.dayInStep) / ramp;
}

/** The plan's length in days. */
export const planDays = (steps: readonly FermentationStep[]): number =>
  steps.reduce((sum, step) => sum + step.days, 0);

/**
 * The kind a step of another tool is, by its name ("Diacetyl Rest", "Cold crash", "Lagering"…), else
 * primary for the first step and secondary for the others.
 */
export function fermentationKindOf(name: string, index: number): FermentationStepKind {
  const text = name.toLowerCase();
  if (text.includes('diacetyl') || /\bd-?rest\b/.test(text)) return 'diacetylRest';
  if (text.includes('crash')) return 'coldCrash';
  if (text.includes('lager')) return 'lagering';
  if (text.includes('condition') || text.includes('aging') || text.includes('ageing')) return 'conditioning';
  if (text.includes('secondary') || text.includes('tertiary')) return 'secondary';
  if (text.includes('primary')) return 'primary';
  return index === 0 ? 'primary' : 'secondary';
}
