// The calculation methods a brewer may choose for display: colour by the specification's linear
// formula or Morey's, bitterness by the specification's Tinseth or stage-aware Tinseth, gravity by the
// specification's OG or by stage. What is stored and sent to the server is always the specification's
// figures; these change only what is shown (and what the advice and scaling go by).
import { buGuRatio, computeRecipeFigures, type FiguresInput, type RecipeFigures } from './figures';
import { moreyEbc } from './morey-colour';
import type { ColorMethod, GravityMethod, IbuMethod } from './options';
import { roundTo } from './rounding';
import { type StagedHopInput, stagedHopIbu } from './staged-bitterness';
import { stagedGravities } from './staged-gravity';

/** The methods a user chose. */
export interface CalculationMethods {
  colorMethod: ColorMethod;
  ibuMethod: IbuMethod;
  gravityMethod: GravityMethod;
}

/** The specification's methods: figures exactly as SPEC §9 computes them. */
export const DEFAULT_CALCULATION_METHODS: CalculationMethods = {
  colorMethod: 'spec',
  ibuMethod: 'spec',
  gravityMethod: 'spec',
};

/** A recipe (or draft) whose hops may say their stage and steep temperature. */
export interface MethodFiguresInput extends FiguresInput {
  recipeHops: readonly StagedHopInput[];
}

/**
 * The recipe's figures by the chosen methods: `computeRecipeFigures` from the OG by stage, with EBC
 * (Morey) and the IBUs and BU/GU (stage-aware) replaced where another method is chosen; with the
 * defaults, exactly SPEC §9's.
 */
export function computeFiguresWithMethods(
  input: MethodFiguresInput,
  methods: CalculationMethods,
): RecipeFigures {
  const gravities = methods.gravityMethod === 'byStage' ? stagedGravities(input) : undefined;
  const figures = computeRecipeFigures(input, gravities);
  if (methods.colorMethod === 'morey') figures.ebc = moreyEbc(input);
  if (methods.ibuMethod === 'staged') {
    const litres = input.recipeEquipment?.batchVolume;
    const volume = typeof litres === 'number' && litres > 0 ? litres : undefined;
    let sum = 0;
    figures.hopIbus = input.recipeHops.map((hop) => {
      const ibu = stagedHopIbu(hop, gravities?.boilGravity ?? figures.og, volume);
      sum += ibu;
      return ibu;
    });
    figures.ibu = roundTo(sum, 2);
    figures.buGu = buGuRatio(figures.ibu, figures.og);
  }
  return figures;
}

/** The six figures a style is judged by. */
export type SixFigures = Pick<RecipeFigures, 'og' | 'fg' | 'abv' | 'ebc' | 'ibu' | 'buGu'>;

/** `GET /api/recipes/{id}/figures`: SPEC §9's figures, the brewer's, and the methods of the latter. */
export interface RecipeFiguresAnswer {
  spec: SixFigures;
  preferred: SixFigures;
  methods: { gravity: GravityMethod; color: ColorMethod; ibu: IbuMethod };
}

const sixOf = ({ og, fg, abv, ebc, ibu, buGu }: RecipeFigures): SixFigures => ({
  og,
  fg,
  abv,
  ebc,
  ibu,
  buGu,
});

/** A recipe's figures by SPEC §9 and by the brewer's `methods`, for other programs to read. */
export function recipeFiguresAnswer(
  input: MethodFiguresInput,
  methods: CalculationMethods,
): RecipeFiguresAnswer {
  return {
    spec: sixOf(computeRecipeFigures(input)),
    preferred: sixOf(computeFiguresWithMethods(input, methods)),
    methods: { gravity: methods.gravityMethod, color: methods.colorMethod, ibu: methods.ibuMethod },
  };
}
