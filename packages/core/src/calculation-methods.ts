// The calculation methods a brewer may choose for display: colour by the specification's linear
// formula or Morey's, bitterness by the specification's Tinseth or stage-aware Tinseth. What is stored
// and sent to the server is always the specification's figures; these change only what is shown.
import { buGuRatio, computeRecipeFigures, type FiguresInput, type RecipeFigures } from './figures';
import { moreyEbc } from './morey-colour';
import type { ColorMethod, IbuMethod } from './options';
import { roundTo } from './rounding';
import { type StagedHopInput, stagedHopIbu } from './staged-bitterness';

/** The methods a user chose. */
export interface CalculationMethods {
  colorMethod: ColorMethod;
  ibuMethod: IbuMethod;
}

/** The specification's methods: figures exactly as SPEC §9 computes them. */
export const DEFAULT_CALCULATION_METHODS: CalculationMethods = { colorMethod: 'spec', ibuMethod: 'spec' };

/** A recipe (or draft) whose hops may say their stage and steep temperature. */
export interface MethodFiguresInput extends FiguresInput {
  recipeHops: readonly StagedHopInput[];
}

/**
 * The recipe's figures by the chosen methods: `computeRecipeFigures` with EBC (Morey) and the IBUs and
 * BU/GU (stage-aware) replaced where another method is chosen; with the defaults, exactly SPEC §9's.
 */
export function computeFiguresWithMethods(
  input: MethodFiguresInput,
  methods: CalculationMethods,
): RecipeFigures {
  const figures = computeRecipeFigures(input);
  if (methods.colorMethod === 'morey') figures.ebc = moreyEbc(input);
  if (methods.ibuMethod === 'staged') {
    const litres = input.recipeEquipment?.batchVolume;
    const volume = typeof litres === 'number' && litres > 0 ? litres : undefined;
    let sum = 0;
    figures.hopIbus = input.recipeHops.map((hop) => {
      const ibu = stagedHopIbu(hop, figures.og, volume);
      sum += ibu;
      return ibu;
    });
    figures.ibu = roundTo(sum, 2);
    figures.buGu = buGuRatio(figures.ibu, figures.og);
  }
  return figures;
}
