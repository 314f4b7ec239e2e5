// The by-stage gravity method (issue 31), offered beside SPEC §9's OG, which applies the brewhouse
// efficiency to every fermentable. By stage, each fermentable gives what its stage can extract:
// - mashed (grain and adjuncts that need the mash): the brewhouse efficiency, as SPEC §9;
// - steeped (specialty grain steeped in an extract brew): `STEEPING_YIELD` of its potential;
// - not mashed (malt extract, sugar, honey, syrup): all of its potential, which is what a potential is
//   measured as (Palmer, How to Brew, 4th ed. 2017, ch. 12, Table 9 "Typical Malt Yields": sugar and
//   malto-dextrin have the same typical yield as their maximum, 46 and 40 points per pound per gallon,
//   because nothing is left in a grain bed);
// - added after the boil (sugar or fruit in the fermenter): all of its potential in the batch, but not in
//   the kettle whose gravity the hops are boiled in (the IBU's bigness factor).
// A missing contribution is mashed, so a recipe without extract or sugar gets exactly SPEC §9's figures.
import type { FigureGravities, FiguresInput } from './figures';
import { fermentablePoints } from './figures';
import {
  DEFAULT_FERMENTABLE_CONTRIBUTION,
  FERMENTABLE_CONTRIBUTIONS,
  type FermentableContribution,
  type GravityMethod,
} from './options';
import { finite, roundTo } from './rounding';
import { LITRES_PER_US_GALLON } from './units';

/**
 * The share of a grain's potential extract that steeping gives: the mean, over the malts fit for
 * steeping, of Palmer's steeped yield against the malt's maximum (How to Brew, Table 9, 1 lb steeped in
 * 1 gal at 160 °F for 30 minutes: pale crystal 22/34, medium crystal 18/34, dark crystal 16/33,
 * Special B 16/31, chocolate 15/28, roast barley 21/25, black patent 21/25), 0.63.
 */
export const STEEPING_YIELD = 0.63;

/** A fermentable's contribution, missing or unknown read as mashed. */
export function contributionOf(fermentable: { contribution?: string | null }): FermentableContribution {
  const value = fermentable.contribution;
  return FERMENTABLE_CONTRIBUTIONS.includes(value as FermentableContribution)
    ? (value as FermentableContribution)
    : DEFAULT_FERMENTABLE_CONTRIBUTION;
}

/**
 * The percent of a fermentable's potential extract that reaches the wort, by `method`, at the recipe's
 * brewhouse `efficiency` (percent): SPEC §9 applies the efficiency to everything.
 */
export function extractYield(
  contribution: FermentableContribution,
  efficiency: number,
  method: GravityMethod,
): number {
  if (method === 'spec' || contribution === 'mashed') return efficiency;
  return contribution === 'steeped' ? STEEPING_YIELD * 100 : 100;
}

/**
 * The OG and the boil's gravity by stage, 3 decimals each (1.000 without a positive batch volume). The
 * efficiency only matters to mashed fermentables, so an extract recipe has an OG without one.
 */
export function stagedGravities(input: FiguresInput): FigureGravities {
  const volume = finite(input.recipeEquipment?.batchVolume);
  if (volume === undefined || volume <= 0) return { og: 1, boilGravity: 1 };
  const efficiency = Math.max(0, finite(input.recipeEquipment?.efficiency) ?? 0);
  let points = 0;
  let afterBoil = 0;
  for (const fermentable of input.recipeFermentables) {
    const contribution = contributionOf(fermentable);
    const added = fermentablePoints(fermentable, extractYield(contribution, efficiency, 'byStage'));
    points += added;
    if (contribution === 'afterBoil') afterBoil += added;
  }
  const gallons = volume / LITRES_PER_US_GALLON;
  return {
    og: roundTo(1 + points / gallons / 1000, 3),
    boilGravity: roundTo(1 + (points - afterBoil) / gallons / 1000, 3),
  };
}
