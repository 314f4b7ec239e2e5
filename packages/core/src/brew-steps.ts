// The brew day as a sequence of steps (issue 34, brew mode), from a batch's recipe: what to do, in the
// order a brewer does it, with the volumes, temperatures and timers that step needs. The brew mode
// screen walks through these; a step's id is stable for a recipe, so what the brewer ticked, skipped or
// noted stays with its step across reloads and devices.
//
// Order and content follow the usual all-grain brew day (Palmer, "How to Brew", 4th ed., ch. 15-17;
// the brew steps of BeerSmith and Brewfather read the same way):
//   heat strike water → mash in → each mash rest (its infusion first) → sparge (first-wort hops go into
//   the kettle as it fills) → pre-boil check → boil, each addition at its minute → flame-out →
//   whirlpool / hop stand → chill → transfer → OG → pitch → dry hops on their day.
// An extract recipe has no mash: it starts by heating the water and steeping. Miscs go where their use
// says (mash, boil, or fermenter), a boil misc at its time.
//
// Volumes are litres, temperatures °C and times minutes (canonical): the screen shows them in the
// brewer's units.

import { MINUTES_PER_DAY } from './dry-hop';
import type { FermentationStep } from './fermentation-plan';
import type { Amount } from './ingredient-amounts';
import { DEFAULT_WHIRLPOOL_TEMPERATURE } from './staged-bitterness';
import { recipeWaterReport, type WaterReportRecipe } from './water';

/** The kinds of step brew mode shows, each with its own screen layout. */
export type BrewStepKind =
  | 'heatWater'
  | 'mashIn'
  | 'mashRest'
  | 'sparge'
  | 'preBoil'
  | 'boil'
  | 'whirlpool'
  | 'chill'
  | 'transfer'
  | 'og'
  | 'pitch'
  | 'dryHop';

/** An ingredient a step adds: its name, what list it comes from, and its amount. */
export interface StepIngredient {
  /** The recipe ingredient's id. */
  id: string;
  name: string;
  list: 'recipeFermentables' | 'recipeHops' | 'recipeMisc' | 'recipeYeasts';
  amount: Amount;
}

/** An addition during a timed step: at `minutesLeft` on its timer (60 at the start of a 60-min boil). */
export interface TimedAddition extends StepIngredient {
  minutesLeft: number;
}

/** One step of the brew day. */
export interface BrewStep {
  /** Stable for the recipe: "heat-strike", "mash-<step id>", "boil", "dry-hop-<hop id>", ... */
  id: string;
  kind: BrewStepKind;
  title: string;
  /** Litres of water or wort the step handles, when it has one. */
  litres?: number;
  /** °C the step aims at, when it has one. */
  temperature?: number;
  /** The step's timer, minutes (mash rests, the boil, the whirlpool). */
  minutes?: number;
  /** What goes in at the start of the step. */
  ingredients: StepIngredient[];
  /** What goes in while its timer runs (boil additions), latest first. */
  additions: TimedAddition[];
  /** Days after brew day (dry hops). */
  day?: number;
  /** The fermentation plan to follow from this step on (pitching; `temperature` is its first step's). */
  fermentationPlan?: readonly FermentationStep[];
  /** The batch fields typed in at this step. */
  measures: readonly BrewMeasure[];
}

/** A value typed in at a step, saved in the batch field of the same name. */
export type BrewMeasure =
  | 'preBoilVolume'
  | 'preBoilGravity'
  | 'postBoilVolume'
  | 'measuredOg'
  | 'fermenterVolume';

type Num = number | null | undefined;

/** What of a batch's recipe the steps read. */
export interface BrewStepsRecipe extends WaterReportRecipe {
  type?: string | null;
  recipeEquipment: WaterReportRecipe['recipeEquipment'] & { boilTime?: Num };
  recipeFermentables: readonly (WaterReportRecipe['recipeFermentables'][number] & {
    id: string;
    name: string;
    quantity: number;
  })[];
  recipeHops: readonly {
    id: string;
    name: string;
    quantity: number;
    usageStage: string;
    boilTime: number;
    dryHopStart?: number | null;
  }[];
  recipeMisc: readonly {
    id: string;
    name: string;
    quantity: number;
    unit?: Amount['unit'];
    time: number;
    use?: string | null;
  }[];
  recipeYeasts: readonly { id: string; name: string; quantity: number; unit?: Amount['unit'] }[];
  mashSteps?:
    | readonly { id?: string; name?: string; type: string; temperature: number; time: number }[]
    | null;
  fermentationSteps?: readonly FermentationStep[] | null;
}

const step = (id: string, kind: BrewStepKind, title: string, extra: Partial<BrewStep> = {}): BrewStep => ({
  id,
  kind,
  title,
  ingredients: [],
  additions: [],
  measures: [],
  ...extra,
});

/** Where a misc goes by its use (free text from the catalogue): the mash, the fermenter, or the boil. */
function miscPlace(use: string | null | undefined): 'mash' | 'fermenter' | 'boil' {
  const text = (use ?? '').toLowerCase();
  if (text.includes('mash')) return 'mash';
  if (/primary|secondary|ferment|bottl|keg/.test(text)) return 'fermenter';
  return 'boil';
}

/** The brew day's steps for a batch's recipe, in order. */
export function brewSteps(recipe: BrewStepsRecipe): BrewStep[] {
  const report = recipeWaterReport(recipe);
  const boilTime = recipe.recipeEquipment?.boilTime ?? 60;
  const extract = recipe.type === 'Extract';
  const hops = recipe.recipeHops;
  const hop = (h: (typeof hops)[number]): StepIngredient => ({
    id: h.id,
    name: h.name,
    list: 'recipeHops',
    amount: { quantity: h.quantity },
  });
  const misc = (m: BrewStepsRecipe['recipeMisc'][number]): StepIngredient => ({
    id: m.id,
    name: m.name,
    list: 'recipeMisc',
    amount: { quantity: m.quantity, unit: m.unit },
  });
  const steps: BrewStep[] = [];

  const grain = recipe.recipeFermentables.map(
    (f): StepIngredient => ({
      id: f.id,
      name: f.name,
      list: 'recipeFermentables',
      amount: { quantity: f.quantity },
    }),
  );
  if (extract) {
    steps.push(
      step('heat-water', 'heatWater', 'Heat the water', {
        litres: report.strikeVolume + report.spargeVolume,
      }),
    );
  } else {
    steps.push(
      step('heat-strike', 'heatWater', 'Heat strike water', {
        litres: report.strikeVolume,
        ...(report.strikeTemperature !== null && { temperature: report.strikeTemperature }),
      }),
    );
    const mashMiscs = recipe.recipeMisc.filter((m) => miscPlace(m.use) === 'mash').map(misc);
    const mashHops = hops.filter((h) => h.usageStage === 'Mash').map(hop);
    steps.push(step('mash-in', 'mashIn', 'Mash in', { ingredients: [...grain, ...mashHops, ...mashMiscs] }));
    const schedule = recipe.mashSteps ?? [];
    schedule.forEach((rest, index) => {
      const infusion = report.infusions.find((i) => i.stepIndex === index);
      steps.push(
        step(`mash-${rest.id ?? index}`, 'mashRest', rest.name || `Mash step ${index + 1}`, {
          temperature: rest.temperature,
          minutes: rest.time,
          // Water added to reach this rest (an infusion step after the first).
          ...(infusion && { litres: infusion.litres }),
        }),
      );
    });
    if (report.spargeVolume > 0) {
      steps.push(
        step('sparge', 'sparge', 'Sparge', {
          litres: report.spargeVolume,
          temperature: report.spargeTemperature,
          // First-wort hops sit in the kettle as the wort runs in.
          ingredients: hops.filter((h) => h.usageStage === 'First Wort').map(hop),
        }),
      );
    }
  }

  steps.push(
    step('pre-boil', 'preBoil', 'Pre-boil check', { measures: ['preBoilVolume', 'preBoilGravity'] }),
  );

  const boilAdditions: TimedAddition[] = [
    ...hops
      .filter((h) => h.usageStage === 'Boil' || (h.usageStage === 'First Wort' && extract))
      .map((h) => ({
        ...hop(h),
        minutesLeft: Math.min(h.usageStage === 'First Wort' ? boilTime : h.boilTime, boilTime),
      })),
    ...recipe.recipeMisc
      .filter((m) => miscPlace(m.use) === 'boil')
      .map((m) => ({ ...misc(m), minutesLeft: Math.min(m.time, boilTime) })),
  ].sort((a, b) => b.minutesLeft - a.minutesLeft);
  steps.push(
    step('boil', 'boil', 'Boil', {
      minutes: boilTime,
      // Malt extract goes in as the boil starts (late additions aside, which the recipe does not say).
      ingredients: extract ? grain : [],
      additions: boilAdditions,
    }),
  );

  const whirlpool = hops.filter((h) => h.usageStage === 'Whirlpool');
  if (whirlpool.length > 0) {
    steps.push(
      step('whirlpool', 'whirlpool', 'Whirlpool', {
        temperature: DEFAULT_WHIRLPOOL_TEMPERATURE,
        minutes: Math.max(...whirlpool.map((h) => h.boilTime)),
        // Each hop goes in when the time left is its steep time, the longest first.
        additions: whirlpool
          .map((h) => ({ ...hop(h), minutesLeft: h.boilTime }))
          .sort((a, b) => b.minutesLeft - a.minutesLeft),
      }),
    );
  }

  steps.push(step('chill', 'chill', 'Chill', { measures: ['postBoilVolume'] }));
  steps.push(step('transfer', 'transfer', 'Transfer to the fermenter', { measures: ['fermenterVolume'] }));
  steps.push(step('og', 'og', 'Measure OG', { measures: ['measuredOg'] }));
  // The fermenter is set to the plan's first temperature before pitching; the plan goes with the step.
  const plan = recipe.fermentationSteps ?? [];
  steps.push(
    step('pitch', 'pitch', 'Pitch the yeast', {
      ...(plan.length > 0 && { temperature: plan[0]!.temperature, fermentationPlan: plan }),
      ingredients: [
        ...recipe.recipeYeasts.map(
          (y): StepIngredient => ({
            id: y.id,
            name: y.name,
            list: 'recipeYeasts',
            amount: { quantity: y.quantity, unit: y.unit },
          }),
        ),
        ...recipe.recipeMisc.filter((m) => miscPlace(m.use) === 'fermenter').map(misc),
      ],
    }),
  );

  // Dry hops by their day; one without a day last.
  const day = (h: (typeof hops)[number]) => h.dryHopStart ?? Number.POSITIVE_INFINITY;
  const dryHops = hops
    .filter((candidate) => candidate.usageStage === 'Dry Hop')
    .sort((a, b) => day(a) - day(b));
  for (const h of dryHops) {
    steps.push(
      step(`dry-hop-${h.id}`, 'dryHop', `Dry hop: ${h.name}`, {
        ingredients: [hop(h)],
        ...(typeof h.dryHopStart === 'number' && { day: h.dryHopStart / MINUTES_PER_DAY }),
      }),
    );
  }
  return steps;
}
