// The batch screen's packaging plan and pitch as its form holds them (issue 32): texts as typed,
// temperatures, volumes and gravities in the brewer's units; started from the batch as saved (or, while
// it has none, from its recipe and readings); checked by the core's packaging and pitch schemas into the
// canonical body (°C, litres, SG; limits stated in the brewer's unit), each message at its field; and
// read leniently for the live plans, which the core's batch plans work out as the server does.
import {
  type Batch,
  type BatchReading,
  type BrewerQuantities,
  type DisplayUnits,
  defaultCo2Volumes,
  localIsoDate,
  type PackagingInput,
  PITCH_RATES,
  type PitchInput,
  type PlannedBatch,
  type PrimingSugar,
  packagingRules,
  packagingSchema,
  parseTypedNumber,
  pitchSchema,
  type RecipeInput,
  starterStepRules,
  type TypedQuantity,
  typedQuantity,
} from '@wortsmith/core';
import { entryKey, newPack, type PackTexts, type PitchTexts, packsOf, stepsOf } from '../tools/pitch-texts';
import { DRY_SACHET_GRAMS, startingText, typedNumber, typedValue } from '../tools/tool-text';

/** The packaging plan as typed; no method: not planned (saved as null). */
export interface PackagingFormValues {
  method: '' | PackagingInput['method'];
  co2Volumes: string;
  beerTemperature: string;
  sugar: PrimingSugar;
  servingTemperature: string;
}

/** The pitch as typed; not planned: saved as null (the texts wait, filled from the recipe). */
export interface PitchFormValues extends PitchTexts {
  planned: boolean;
}

/** A keg's usual serving temperature, as a brewer of each system types it (4 °C, 38 °F). */
export function servingStart(q: BrewerQuantities): string {
  return startingText(q, 'temperature', '4', '38');
}

/** The CO₂ a batch starts from: the carbonation typed on it (when a plan could take it), else its style's. */
export function startingCo2(batch: Pick<Batch, 'carbonation' | 'recipe'>): number {
  const typed = batch.carbonation;
  return typed !== null && typed > 0 && typed <= 6 ? typed : defaultCo2Volumes(batch.recipe.style);
}

/** The packaging plan's texts for `batch` as saved (not planned: its defaults, waiting for a method). */
export function packagingFormValues(batch: Batch, q: BrewerQuantities): PackagingFormValues {
  const p = batch.packaging;
  if (!p) {
    return {
      method: '',
      co2Volumes: String(startingCo2(batch)),
      beerTemperature: '',
      sugar: 'table',
      servingTemperature: servingStart(q),
    };
  }
  return {
    method: p.method,
    co2Volumes: String(p.co2Volumes),
    beerTemperature: q.inputText('temperature', p.beerTemperature),
    sugar: p.sugar,
    // A keg saved without one serves at the beer temperature; bottles keep the usual one waiting.
    servingTemperature:
      p.servingTemperature !== null && p.servingTemperature !== undefined
        ? q.inputText('temperature', p.servingTemperature)
        : p.method === 'keg'
          ? ''
          : servingStart(q),
  };
}

/** The rate of the recipe's first yeast (a lager's, a hybrid's, else an ale's). */
function recipeRate(recipe: RecipeInput): number {
  const type = recipe.recipeYeasts[0]?.type;
  return type === 'Lager' ? PITCH_RATES.lager : type === 'Hybrid' ? PITCH_RATES.hybrid : PITCH_RATES.ale;
}

/**
 * The recipe's yeasts as packs: dry yeast in grams (a sachet of DRY_SACHET_GRAMS for each pack the recipe
 * counts), slurry in millilitres, liquid yeast as the packs the recipe counts (one when it is weighed).
 */
function recipePacks(recipe: RecipeInput): PackTexts[] {
  const packs = recipe.recipeYeasts.map((yeast): PackTexts => {
    const inPacks = yeast.unit === 'pack';
    if (yeast.form === 'Dry') {
      const grams = inPacks ? yeast.quantity * DRY_SACHET_GRAMS : yeast.quantity;
      return { key: entryKey(), form: 'dry', amount: String(grams ?? DRY_SACHET_GRAMS), productionDate: '' };
    }
    if (yeast.form === 'Slurry') {
      return { key: entryKey(), form: 'slurry', amount: String(yeast.quantity ?? 100), productionDate: '' };
    }
    return {
      key: entryKey(),
      form: 'liquid',
      amount: inPacks ? String(yeast.quantity) : '1',
      productionDate: '',
    };
  });
  return packs.length > 0 ? packs : [newPack('liquid', localIsoDate())];
}

/** A pitch filled from `recipe`: its yeast type's rate and its yeasts as packs, no starter. */
export function recipePitch(recipe: RecipeInput): PitchTexts {
  return { rate: String(recipeRate(recipe)), packs: recipePacks(recipe), starterSteps: [] };
}

/** The pitch's texts for `batch` as saved (not planned: filled from its recipe, waiting). */
export function pitchFormValues(batch: Batch, q: BrewerQuantities): PitchFormValues {
  const p = batch.pitch;
  if (!p) return { planned: false, ...recipePitch(batch.recipe) };
  return {
    planned: true,
    rate: String(p.rate),
    packs: p.packs.map((pack) => ({
      key: entryKey(),
      form: pack.form,
      amount: String(pack.amount),
      productionDate: pack.productionDate ?? '',
    })),
    starterSteps: p.starterSteps.map((step) => ({
      key: entryKey(),
      volume: q.inputText('volume', step.volume),
      gravity: q.inputText('gravity', step.gravity),
      agitation: step.agitation,
    })),
  };
}

/** The warmest temperature among `readings` (°C), or null when none has one. */
export function warmestReading(readings: readonly BatchReading[]): number | null {
  const temperatures = readings.flatMap((r) => (r.temperature === null ? [] : [r.temperature]));
  return temperatures.length > 0 ? Math.max(...temperatures) : null;
}

/** What the checks found: the bodies of the packaging and the pitch, and messages by dotted field path. */
export interface ToolsCheck {
  packaging: PackagingInput | null;
  pitch: PitchInput | null;
  errors: Record<string, string>;
}

/** A number typed in a canonical unit as a number (the schema refuses what is not one). */
const numeric = (text: string): number | string | undefined => {
  if (text.trim() === '') return undefined;
  const n = parseTypedNumber(text);
  return Number.isFinite(n) ? n : text;
};

/**
 * The packaging and pitch bodies for what is typed, or messages at their fields ("packaging.co2Volumes",
 * "pitch.packs.0.amount"); a wrong one keeps what `batch` has, so only its own messages are shown.
 */
export function toolsFromForm(
  batch: Batch,
  values: { packaging: PackagingFormValues; pitch: PitchFormValues },
  units: DisplayUnits,
): ToolsCheck {
  const errors: Record<string, string> = {};
  /** The value `typed` stands for; its message (in the brewer's unit) kept at `path`. */
  const read = (path: string, typed: TypedQuantity) => {
    if (typed.message !== undefined) {
      errors[path] = typed.message;
      return undefined;
    }
    return typeof typed.value === 'number' ? typed.value : numeric(typed.value);
  };
  const issues = (prefix: string, list: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of list) errors[[prefix, ...issue.path.map(String)].join('.')] ??= issue.message;
  };

  let packaging: PackagingInput | null = null;
  const p = values.packaging;
  if (p.method !== '') {
    const stored = batch.packaging;
    const temperature = (key: 'beerTemperature' | 'servingTemperature') =>
      read(
        `packaging.${key}`,
        typedQuantity('temperature', p[key], units.temperature, packagingRules[key], stored?.[key]),
      );
    const parsed = packagingSchema.safeParse({
      method: p.method,
      co2Volumes: numeric(p.co2Volumes),
      beerTemperature: temperature('beerTemperature'),
      sugar: p.sugar,
      servingTemperature:
        p.method === 'keg' && p.servingTemperature.trim() !== '' ? temperature('servingTemperature') : null,
    });
    if (parsed.success) packaging = parsed.data;
    else issues('packaging', parsed.error.issues);
  }

  let pitch: PitchInput | null = null;
  const t = values.pitch;
  if (t.planned) {
    const steps = batch.pitch?.starterSteps ?? [];
    const parsed = pitchSchema.safeParse({
      rate: numeric(t.rate),
      packs: t.packs.map((pack) => ({
        form: pack.form,
        amount: numeric(pack.amount),
        ...(pack.form === 'liquid' ? { productionDate: pack.productionDate } : {}),
      })),
      starterSteps: t.starterSteps.map((step, i) => ({
        volume: read(
          `pitch.starterSteps.${i}.volume`,
          typedQuantity('volume', step.volume, units.volume, starterStepRules.volume, steps[i]?.volume),
        ),
        gravity: read(
          `pitch.starterSteps.${i}.gravity`,
          typedQuantity('gravity', step.gravity, units.gravity, starterStepRules.gravity, steps[i]?.gravity),
        ),
        agitation: step.agitation,
      })),
    });
    if (parsed.success) pitch = parsed.data;
    else issues('pitch', parsed.error.issues);
  }

  const wrong = (prefix: string) => Object.keys(errors).some((key) => key.startsWith(`${prefix}.`));
  return {
    packaging: wrong('packaging') ? batch.packaging : packaging,
    pitch: wrong('pitch') ? batch.pitch : pitch,
    errors,
  };
}

/** The batch values the live plans read, from what is typed now (what is not a number yet counts as missing). */
export interface TypedBatch {
  brewDate: string;
  measuredOg: string;
  fermenterVolume: string;
  recipe: RecipeInput;
  packaging: PackagingFormValues;
  pitch: PitchFormValues;
}

/** The batch as the core's plans read it, from the typed `values` (SG, litres, °C; `saved`'s values kept). */
export function plannedBatch(values: TypedBatch, q: BrewerQuantities, saved: Batch): PlannedBatch {
  const p = values.packaging;
  const co2Volumes = typedNumber(p.co2Volumes);
  const beerTemperature = typedValue(q, 'temperature', p.beerTemperature, saved.packaging?.beerTemperature);
  const rate = typedNumber(values.pitch.rate);
  return {
    brewDate: Number.isFinite(Date.parse(values.brewDate)) ? values.brewDate : null,
    measuredOg: typedValue(q, 'gravity', values.measuredOg, saved.measuredOg),
    fermenterVolume: typedValue(q, 'volume', values.fermenterVolume, saved.fermenterVolume),
    recipe: values.recipe,
    packaging:
      p.method !== '' && co2Volumes !== null && beerTemperature !== null
        ? {
            method: p.method,
            co2Volumes,
            beerTemperature,
            sugar: p.sugar,
            servingTemperature: typedValue(
              q,
              'temperature',
              p.servingTemperature,
              saved.packaging?.servingTemperature,
            ),
          }
        : null,
    pitch:
      values.pitch.planned && rate !== null
        ? {
            rate,
            packs: packsOf(values.pitch.packs),
            starterSteps: stepsOf(q, values.pitch.starterSteps, saved.pitch?.starterSteps),
          }
        : null,
  };
}
