// What each figure of the recipe panel means and how it is computed (SPEC §9), in a sentence or two:
// the help behind the info button beside each figure's label.
import type { FigureKey } from './figures';

/** Help text of each figure of the recipe's figures panel. */
export const FIGURE_HELP: Record<FigureKey, string> = {
  og: 'Original gravity: how dense the wort is with sugar before fermentation. Each fermentable adds its weight times its potential extract times the efficiency, spread over the batch volume.',
  fg: 'Final gravity: the expected density once the yeast is done. The original gravity points are reduced by the attenuation of the least attenuating yeast.',
  abv: 'Alcohol by volume: the alcohol the fermentation is expected to make, computed as (OG − FG) × 131.25.',
  ebc: 'The beer’s colour, from each fermentable’s weight and colour per litre of batch: 10 × Σ(kg × EBC) / litres by default, or Morey’s formula when chosen in Settings.',
  ibu: 'International Bitterness Units: the bitterness the hops give, summed over the hop additions with Tinseth’s formula (alpha acid, weight, boil time and gravity).',
  buGu: 'Bitterness against sweetness: the IBU divided by the original gravity points (1.050 is 50). Around 0.5 tastes balanced; higher is more bitter.',
};
