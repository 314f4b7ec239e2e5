// The water report of a recipe, as the server sends it and the recipe screen shows it: the mash and overall
// ion profiles, the sulfate-to-chloride ratio, the residual alkalinity, the predicted mash pH, and the brew
// day's water (volumes and temperatures). It reads a minimal structural input, not the Recipe type, so any
// recipe-like object fits; a recipe without water data gets distilled water and the default equipment
// figures.
//
// Decisions:
// - Mash water = strike + infusions. Mash ions: the (diluted) source water with the mash salts spread over the
//   mash water; overall ions: the source water with every salt spread over all the water. The profiles leave
//   the acids out: their anions (lactate, phosphate) are not among the six ions, and the alkalinity they
//   destroy is counted in the residual alkalinity.
// - The residual alkalinity is the mash water's, with the mash acids taken off (at the mEq they give at the
//   predicted mash pH, or at 5.4 without a prediction): the figure that drives the pH in Troester's model
//   (mash-ph.ts), so the screen's RA and pH agree. Tools differ (Bru'n Water and EZ Water show an RA after
//   acid; Kolbach's RA is of the water alone): ours is the "effective" one.
// - The sulfate-to-chloride ratio is of the overall water, the one the beer ends up with.
// - The fermenter loss does not change the brew day's water: the batch volume is already what goes into
//   the fermenter (SPEC's pre-boil volume is unchanged); it only leaves less to package.
// - Rounding: ions and RA 1 decimal, ratio and pH 2, litres 3 (as SPEC's volumes), °C 1.
import { preBoilVolumeOf } from '../figures';
import type { MashStepType, SpargeMethod } from '../options';
import { finite, roundTo } from '../rounding';
import { type AcidToTarget, acidToTarget, DEFAULT_TARGET_MASH_PH } from './acid-to-target';
import { type AcidName, acidMilliEquivalents } from './acids';
import { CACO3_PER_MEQ, residualAlkalinityMeq } from './alkalinity';
import { diluted, EMPTY_PROFILE, type IonProfile, mapProfile, withAdded } from './ions';
import { isMashed } from './malt-class';
import { type MashFermentable, mashMaltOf, predictMashPh } from './mash-ph';
import { ionsFromSalts, type SaltName } from './salts';
import { type Infusion, infusions, SPARGE_WATER_TEMPERATURE, strikeTemperature } from './strike-temperature';
import { sulfateChlorideRatio } from './sulfate-chloride';
import { waterVolumes } from './volumes';

/** Where a salt or acid goes. */
export const WATER_VESSELS = ['mash', 'sparge'] as const;
export type WaterVessel = (typeof WATER_VESSELS)[number];

/** The water of a recipe: its source and target profiles, dilution, salts, acids and mash settings. */
export interface RecipeWater {
  sourceWaterId: string | null;
  source: IonProfile;
  /** % of the source water replaced by distilled water. */
  dilutionPercent: number;
  targetWaterId: string | null;
  target: IonProfile | null;
  salts: { salt: SaltName; grams: number; vessel: WaterVessel }[];
  acids: { acid: AcidName; strengthPercent: number; millilitres: number; vessel: WaterVessel }[];
  /** °C; 20 when unknown. */
  grainTemperature: number | null;
  /** Room-temperature pH the acid suggestion aims at; 5.4 when unknown. */
  targetMashPh: number | null;
}

type MaybeNumber = number | null | undefined;

/** The equipment figures the report reads; the water ones are optional, with the defaults of each rule. */
export interface WaterReportEquipment {
  batchVolume: MaybeNumber;
  boilTime: MaybeNumber;
  boilOff: MaybeNumber;
  trubLoss: MaybeNumber;
  deadSpace: MaybeNumber;
  boilTemperature?: MaybeNumber;
  /** L/kg. */
  grainAbsorption?: MaybeNumber;
  /** L/kg. */
  mashThickness?: MaybeNumber;
  spargeMethod?: SpargeMethod | null;
  /** L of water the tun weighs like. */
  mashTunHeatCapacity?: MaybeNumber;
  /** L left in the fermenter. */
  fermenterLoss?: MaybeNumber;
}

export interface WaterReportInput {
  /** Quantity in grams, colour in EBC, acidContent (% lactic acid) for acid malt. */
  fermentables: readonly MashFermentable[];
  equipment: WaterReportEquipment | null;
  mashSteps: readonly { type: MashStepType | string; temperature: number; time: number }[];
  water: RecipeWater | null;
}

export interface WaterReport {
  mash: IonProfile;
  overall: IonProfile;
  sulfateChlorideRatio: number | null;
  /** mg/L as CaCO₃, of the mash water with its acids. */
  residualAlkalinity: number;
  mashPh: number | null;
  totalWater: number;
  strikeVolume: number;
  strikeTemperature: number | null;
  spargeVolume: number;
  spargeTemperature: number;
  preBoilVolume: number;
  /** What is left to bottle or keg: the batch volume less the fermenter loss, litres. */
  packagedVolume: number;
  infusions: Infusion[];
  /** What brings the mash to the target pH; null without grain. */
  toTargetPh: AcidToTarget | null;
}

/** A recipe's water when it has none: distilled water, nothing added. */
export const DISTILLED_WATER: Readonly<RecipeWater> = Object.freeze({
  sourceWaterId: null,
  source: { ...EMPTY_PROFILE },
  dilutionPercent: 0,
  targetWaterId: null,
  target: null,
  salts: [],
  acids: [],
  grainTemperature: null,
  targetMashPh: null,
});

const oneDecimal = (profile: IonProfile) => mapProfile((ion) => roundTo(profile[ion], 1));

/** The report for `input` (see the module comment for the decisions). */
export function waterReport(input: WaterReportInput): WaterReport {
  const water = input.water ?? DISTILLED_WATER;
  const equipment = input.equipment;
  const grist = input.fermentables.map(mashMaltOf).filter((m) => isMashed(m.maltClass));
  const grainKilograms = grist.reduce((sum, m) => sum + m.kilograms, 0);
  const tunHeatCapacity = finite(equipment?.mashTunHeatCapacity);
  const boilTemperature = finite(equipment?.boilTemperature);
  const infusionPlan = (strikeLitres: number) =>
    infusions({ steps: input.mashSteps, grainKilograms, strikeLitres, tunHeatCapacity, boilTemperature });

  const volumes = waterVolumes({
    grainKilograms,
    preBoilVolume: preBoilVolumeOf(equipment),
    grainAbsorption: finite(equipment?.grainAbsorption),
    mashThickness: finite(equipment?.mashThickness),
    spargeMethod: equipment?.spargeMethod,
    infusionLitres: (strike) => infusionPlan(strike).reduce((sum, i) => sum + i.litres, 0),
  });
  const firstStep = input.mashSteps[0];
  const strike =
    firstStep && grainKilograms > 0
      ? strikeTemperature({
          grainKilograms,
          strikeLitres: volumes.strikeVolume,
          grainTemperature: water.grainTemperature,
          targetTemperature: firstStep.temperature,
          tunHeatCapacity,
        })
      : null;

  const mashLitres = volumes.strikeVolume + volumes.infusionVolume;
  const source = diluted(water.source, water.dilutionPercent);
  const mashSalts = water.salts.filter((s) => s.vessel === 'mash');
  const mash = withAdded(source, ionsFromSalts(mashSalts, mashLitres));
  const overall = withAdded(source, ionsFromSalts(water.salts, volumes.totalWater));
  const mashAcids = water.acids.filter((a) => a.vessel === 'mash');
  const mashPh = predictMashPh({ grist, mashWaterLitres: mashLitres, mashWater: mash, acids: mashAcids });
  const acidMeqPerLitre =
    mashLitres > 0 ? acidMilliEquivalents(mashAcids, mashPh ?? DEFAULT_TARGET_MASH_PH) / mashLitres : 0;
  const toTargetPh = acidToTarget({
    grist,
    mashWaterLitres: mashLitres,
    mashWater: mash,
    acids: mashAcids,
    targetPh: water.targetMashPh,
  });
  const ratio = sulfateChlorideRatio(overall);

  return {
    mash: oneDecimal(mash),
    overall: oneDecimal(overall),
    sulfateChlorideRatio: ratio === null ? null : roundTo(ratio, 2),
    residualAlkalinity: roundTo((residualAlkalinityMeq(mash) - acidMeqPerLitre) * CACO3_PER_MEQ, 1),
    mashPh: mashPh === null ? null : roundTo(mashPh, 2),
    totalWater: volumes.totalWater,
    strikeVolume: volumes.strikeVolume,
    strikeTemperature: strike,
    spargeVolume: volumes.spargeVolume,
    spargeTemperature: SPARGE_WATER_TEMPERATURE,
    preBoilVolume: volumes.preBoilVolume,
    packagedVolume: roundTo(
      Math.max(0, (finite(equipment?.batchVolume) ?? 0) - Math.max(0, finite(equipment?.fermenterLoss) ?? 0)),
      3,
    ),
    infusions: infusionPlan(volumes.strikeVolume),
    toTargetPh,
  };
}

/** What of a recipe (or its draft, or a batch's copy) the water report reads. */
export interface WaterReportRecipe {
  recipeFermentables: readonly MashFermentable[];
  recipeEquipment: WaterReportEquipment | null | undefined;
  mashSteps?: readonly { type: MashStepType | string; temperature: number; time: number }[] | null;
  water?: RecipeWater | null;
}

/** The water report of a recipe: the same figures on the recipe screen, in the API and on the brew sheet. */
export function recipeWaterReport(recipe: WaterReportRecipe): WaterReport {
  return waterReport({
    fermentables: recipe.recipeFermentables,
    equipment: recipe.recipeEquipment ?? null,
    mashSteps: recipe.mashSteps ?? [],
    water: recipe.water ?? null,
  });
}
