// A recipe's fermentation plan (fermentation-plan.ts) in BeerXML and BeerJSON, both ways.
//
// BeerXML 1.0 (RECIPE): FERMENTATION_STAGES with PRIMARY_AGE/PRIMARY_TEMP, SECONDARY_AGE/SECONDARY_TEMP
// and TERTIARY_AGE/TERTIARY_TEMP (days, °C), and AGE/AGE_TEMP, the beer's aging after packaging. They
// become a primary, a secondary, a third step and a conditioning step. Our plan says more (kinds, ramps,
// up to 10 steps): BeerXML takes its first three steps in the three stages and a last conditioning
// step as AGE, and the whole plan in WORTSMITH_FERMENTATION_STEP tags, which our reader prefers.
//
// BeerJSON 1.0 (RecipeType.fermentation, FermentationProcedureType): fermentation_steps, each with a name,
// a start and an end temperature and a step_time (TemperatureType, TimeType). The end temperature is
// the step's. BeerJSON has no step kind and no ramp length, and its steps take no extension: both ride
// with the recipe's other extras on the paired equipment's kettle (`recipe_fermentation`, one entry per
// step), and a ramped step is written starting at the temperature of the step before. Another tool's steps take their
// kind from their names (fermentationKindOf).
import {
  FERMENTATION_STEP_KINDS,
  FERMENTATION_STEP_LIMITS,
  FERMENTATION_TEMPERATURE_RANGE,
  type FermentationStep,
  type FermentationStepKind,
  fermentationKindOf,
  MAX_FERMENTATION_STEPS,
} from '../fermentation-plan';
import { roundTo } from '../rounding';
import { compact, type Json, q } from './beerjson-build';
import { celsius, minutes, quantityOf } from './beerjson-units';
import { xmlNumber, xmlText } from './beerxml-fields';
import { newId } from './ids';
import { type JsonObject, list, object, text } from './json-values';
import type { Warnings } from './model';
import { clamp, fitText } from './values';
import { recordsOf, type XmlElement } from './xml-document';

const MINUTES_PER_DAY = 1440;

/** A step read from a file: its number in the file for the name it lacks, held to our limits. */
function step(
  index: number,
  name: string | null,
  kind: FermentationStepKind | null,
  temperature: number,
  days: number,
  rampDays: number | null,
): FermentationStep {
  const title = fitText(name?.trim() || `Fermentation step ${index + 1}`, 100);
  const { min, max } = FERMENTATION_TEMPERATURE_RANGE;
  const limits = FERMENTATION_STEP_LIMITS;
  return {
    id: newId(),
    name: title,
    kind: kind ?? fermentationKindOf(title, index),
    temperature: roundTo(clamp(temperature, min, max), 2),
    days: roundTo(Math.min(limits.days, days), 2),
    ...(rampDays !== null && rampDays > 0 && { rampDays: roundTo(Math.min(limits.rampDays, rampDays), 2) }),
  };
}

/** At most MAX_FERMENTATION_STEPS steps, saying so when a file has more. */
function kept(steps: FermentationStep[], recipe: string, warnings: Warnings): FermentationStep[] {
  if (steps.length > MAX_FERMENTATION_STEPS) {
    warnings.add(
      recipe,
      `The fermentation has ${steps.length} steps: only the first ${MAX_FERMENTATION_STEPS} are imported.`,
    );
  }
  return steps.slice(0, MAX_FERMENTATION_STEPS);
}

const BEERXML_STAGES = [
  ['PRIMARY', 'Primary', 'primary'],
  ['SECONDARY', 'Secondary', 'secondary'],
  ['TERTIARY', 'Tertiary', 'secondary'],
] as const;

const kindOf = (value: string | null): FermentationStepKind | null =>
  FERMENTATION_STEP_KINDS.find((kind) => kind === value) ?? null;

/** The plan of a BeerXML RECIPE: our tags when present, else its stages and its age. */
export function beerXmlFermentation(el: XmlElement, recipe: string, warnings: Warnings): FermentationStep[] {
  const ours = recordsOf(el.WORTSMITH_FERMENTATION_STEP);
  if (ours.length > 0) {
    return kept(
      ours.flatMap((s, i) => {
        const temperature = xmlNumber(s, 'TEMP');
        const days = xmlNumber(s, 'DAYS');
        return temperature === null || days === null || days <= 0
          ? []
          : [
              step(
                i,
                xmlText(s, 'NAME'),
                kindOf(xmlText(s, 'KIND')),
                temperature,
                days,
                xmlNumber(s, 'RAMP_DAYS'),
              ),
            ];
      }),
      recipe,
      warnings,
    );
  }
  const stages = xmlNumber(el, 'FERMENTATION_STAGES') ?? BEERXML_STAGES.length;
  const steps: FermentationStep[] = [];
  for (const [tag, name, kind] of BEERXML_STAGES.slice(0, Math.max(0, stages))) {
    const days = xmlNumber(el, `${tag}_AGE`);
    const temperature = xmlNumber(el, `${tag}_TEMP`);
    if (days === null || days <= 0) continue;
    if (temperature === null) {
      warnings.add(recipe, `The ${name.toLowerCase()} stage has no temperature: left out.`);
      continue;
    }
    steps.push(step(steps.length, name, kind, temperature, days, null));
  }
  const age = xmlNumber(el, 'AGE');
  const ageTemperature = xmlNumber(el, 'AGE_TEMP');
  if (age !== null && age > 0 && ageTemperature !== null) {
    steps.push(step(steps.length, 'Conditioning', 'conditioning', ageTemperature, age, null));
  }
  return kept(steps, recipe, warnings);
}

/** The BeerXML RECIPE fields of a plan (see the module comment). */
export function beerXmlFermentationFields(steps: readonly FermentationStep[]): Record<string, unknown> {
  const last = steps.at(-1);
  const aged = steps.length > 1 && last?.kind === 'conditioning' ? last : null;
  const stages = (aged ? steps.slice(0, -1) : steps).slice(0, BEERXML_STAGES.length);
  const fields: Record<string, unknown> = { FERMENTATION_STAGES: stages.length };
  stages.forEach((s, i) => {
    const tag = BEERXML_STAGES[i]![0];
    fields[`${tag}_AGE`] = s.days;
    fields[`${tag}_TEMP`] = s.temperature;
  });
  if (aged) {
    fields.AGE = aged.days;
    fields.AGE_TEMP = aged.temperature;
  }
  fields.WORTSMITH_FERMENTATION_STEP = steps.map((s) => ({
    NAME: s.name,
    KIND: s.kind,
    TEMP: s.temperature,
    DAYS: s.days,
    RAMP_DAYS: s.rampDays ?? null,
  }));
  return steps.length > 0 ? fields : {};
}

/** A step's kind and ramp as our extension keeps them. */
export interface FermentationExtra {
  kind: string | null;
  rampDays: number | null;
}

/** The plan's kinds and ramps for the equipment's extension, one entry per step. */
export function beerJsonFermentationExtras(steps: readonly FermentationStep[]): Json[] | null {
  return steps.length === 0
    ? null
    : steps.map((s) => compact({ kind: s.kind, ramp_days: s.rampDays ?? null }));
}

/** The kinds and ramps an extension value holds. */
export function fermentationExtrasOf(value: unknown): FermentationExtra[] {
  return list(value).map((entry) => ({
    kind: text(entry.kind),
    rampDays: typeof entry.ramp_days === 'number' ? entry.ramp_days : null,
  }));
}

/** The plan of a BeerJSON recipe's fermentation procedure, kinds and ramps from our `extras`. */
export function beerJsonFermentation(
  recipe: JsonObject,
  name: string,
  warnings: Warnings,
  extras: readonly FermentationExtra[] = [],
): FermentationStep[] {
  const steps = list(object(recipe.fermentation)?.fermentation_steps);
  const read: FermentationStep[] = [];
  steps.forEach((raw, i) => {
    const s = object(raw) ?? {};
    const title = text(s.name);
    const temperature = celsius(quantityOf(s.end_temperature)) ?? celsius(quantityOf(s.start_temperature));
    const stepMinutes = minutes(quantityOf(s.step_time));
    if (temperature === null || stepMinutes === null || stepMinutes <= 0) {
      warnings.add(name, `Fermentation step "${title ?? i + 1}" has no temperature or time: left out.`);
      return;
    }
    const ours = extras[i];
    read.push(
      step(
        read.length,
        title,
        kindOf(ours?.kind ?? null),
        temperature,
        stepMinutes / MINUTES_PER_DAY,
        ours?.rampDays ?? null,
      ),
    );
  });
  return kept(read, name, warnings);
}

/** A BeerJSON fermentation procedure of a plan; null without steps (the schema wants one at least). */
export function beerJsonFermentationJson(steps: readonly FermentationStep[]): Json | null {
  if (steps.length === 0) return null;
  return {
    name: 'Fermentation',
    fermentation_steps: steps.map((s, i) =>
      compact({
        name: s.name,
        start_temperature: q('C', s.rampDays && i > 0 ? steps[i - 1]!.temperature : s.temperature),
        end_temperature: q('C', s.temperature),
        step_time: q('day', s.days),
      }),
    ),
  };
}
